import { Container, Graphics, Text, TextStyle } from "pixi.js";
import { GAME_FONT, createEventReader, staticLayers, type GameView, type Scene } from "@station/engine";
import { EFFECT_COLORS } from "@station/engine/palette";
import { BOARD, CELL as BASE_CELL, MARGIN, cellCentre, cellSize } from "./layout";
import { lineBetween, type WordSearchState } from "./rules";
import type { WordSearchGame, WordSearchStore } from "./store";

const COLORS = {
  board: 0x1b1545,
  cell: 0x241c57,
  letter: 0xf4f0ff,
  selectionFill: 0xc9b6ff,
  selectionLine: 0xf4f0ff,
  focus: 0xffe59e,
  focusInner: 0x1b1545,
  miss: 0xffb3d9,
};

/** A selection that is not a word fades out in rose over this long: told, gently, and gone. */
const MISS_MS = 650;

/** Each found word keeps its own colour and its own outline, so neither alone tells them apart. */
const FOUND_STYLES = [
  { color: 0xff8cc6, outline: "solid" },
  { color: 0x7fe0b8, outline: "dashed" },
  { color: 0x8fd3ff, outline: "double" },
  { color: 0xffe28a, outline: "dotted" },
  { color: 0xc9b6ff, outline: "dashed" },
  { color: 0xffb38a, outline: "double" },
  { color: 0x9ff0e0, outline: "dotted" },
  { color: 0xffa3c8, outline: "solid" },
] as const;
type Outline = (typeof FOUND_STYLES)[number]["outline"];

const RADIUS = 15;

/** A capsule from one cell's middle to another's, drawn along +x from (0, 0) and then rotated. */
function capsule(g: Graphics, size: number, from: number, to: number) {
  const a = cellCentre(from, size);
  const b = cellCentre(to, size);
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  g.position.set(a.x, a.y);
  g.rotation = Math.atan2(b.y - a.y, b.x - a.x);
  return length;
}

interface AttemptLook {
  fill: { color: number; alpha: number };
  stroke: { width: number; color: number };
}

/** The line being drawn, and a line that found no word (it fades). */
const SELECTION_LOOK: AttemptLook = {
  fill: { color: COLORS.selectionFill, alpha: 0.28 },
  stroke: { width: 3.5, color: COLORS.selectionLine },
};
const MISS_LOOK: AttemptLook = { fill: { color: COLORS.miss, alpha: 0.25 }, stroke: { width: 3, color: COLORS.miss } };

/**
 * A player's line from one cell towards another, filled and outlined as a capsule; where the two
 * cells are not in a straight line, a round mark on the first.
 */
function drawAttempt(g: Graphics, size: number, from: number, to: number, look: AttemptLook) {
  const length = capsule(g, size, from, lineBetween(size, from, to) ? to : from);
  g.roundRect(-RADIUS, -RADIUS, length + 2 * RADIUS, 2 * RADIUS, RADIUS)
    .fill(look.fill)
    .stroke(look.stroke);
}

function drawOutline(g: Graphics, length: number, outline: Outline, color: number) {
  const r = RADIUS;
  if (outline === "solid") {
    g.roundRect(-r, -r, length + 2 * r, 2 * r, r).stroke({ width: 3, color });
  } else if (outline === "double") {
    g.roundRect(-r, -r, length + 2 * r, 2 * r, r).stroke({ width: 2, color });
    g.roundRect(-r + 5, -r + 5, length + 2 * r - 10, 2 * r - 10, r - 5).stroke({ width: 2, color });
  } else if (outline === "dashed") {
    // Dashes along the straight sides, the round ends whole.
    for (let x = 0; x < length; x += 12) {
      const end = Math.min(length, x + 7);
      g.moveTo(x, -r).lineTo(end, -r);
      g.moveTo(x, r).lineTo(end, r);
    }
    g.moveTo(0, r).arc(0, 0, r, Math.PI / 2, (3 * Math.PI) / 2);
    g.moveTo(length, -r).arc(length, 0, r, -Math.PI / 2, Math.PI / 2);
    g.stroke({ width: 3, color, cap: "round" });
  } else {
    // Dots all the way round.
    for (let x = 0; x <= length; x += 9) {
      g.circle(x, -r, 2.2);
      g.circle(x, r, 2.2);
    }
    for (let i = 1; i < 6; i++) {
      const angle = Math.PI / 2 + (i * Math.PI) / 6;
      g.circle(r * Math.cos(angle), r * Math.sin(angle), 2.2);
      g.circle(length - r * Math.cos(angle), r * Math.sin(angle), 2.2);
    }
    g.fill(color);
  }
}

/**
 * The grid of letters, found words in soft capsules, the selection and the keyboard cursor. A
 * found word bursts along its letters and its name floats up; a miss leaves a rose capsule that
 * fades (a fade in reduced motion too). Otherwise a frame is drawn only when the state changes.
 */
export function createWordSearchView(game: WordSearchGame, scene: Scene): GameView {
  // The spec's 12x12, or Easy's smaller grid with larger cells on the same board (fixed for the game's life).
  const size = game.store.getState().state.size;
  const CELL = cellSize(size);

  const layer = new Container();
  const board = new Graphics();
  board.roundRect(0, 0, BOARD, BOARD, 14).fill(COLORS.board);
  for (let i = 0; i < size * size; i++) {
    const x = MARGIN + (i % size) * CELL;
    const y = MARGIN + Math.floor(i / size) * CELL;
    board.roundRect(x + 2, y + 2, CELL - 4, CELL - 4, 9).fill(COLORS.cell);
  }
  const foundLayer = new Container();
  const selection = new Graphics();
  const miss = new Graphics();
  const letters = new Container();
  const cursor = new Container();
  layer.addChild(board, foundLayer, miss, selection, letters, cursor);
  const boardCache = staticLayers(scene);
  boardCache.add(board);
  scene.root.addChild(layer);
  const { effects } = scene;
  const reader = createEventReader(game.store.getState().events);
  let missedAt: number | null = null;

  const style = new TextStyle({
    fontFamily: GAME_FONT,
    fontSize: Math.round((26 * CELL) / BASE_CELL),
    fontWeight: "800",
    fill: COLORS.letter,
    // A dark rim keeps each letter readable where capsules overlap (at least 3:1 for this large bold text).
    stroke: { color: COLORS.board, width: 3 },
  });
  const texts: Text[] = [];
  for (let i = 0; i < size * size; i++) {
    const text = new Text({ text: "", style, resolution: 3 });
    text.anchor.set(0.5);
    const c = cellCentre(i, size);
    text.position.set(c.x, c.y + 1);
    letters.addChild(text);
    texts.push(text);
  }

  const cursorShape = new Graphics();
  cursorShape.roundRect(3, 3, CELL - 6, CELL - 6, 9).stroke({ width: 6, color: COLORS.focus });
  cursorShape.roundRect(7, 7, CELL - 14, CELL - 14, 6).stroke({ width: 2, color: COLORS.focusInner });
  cursor.addChild(cursorShape);

  let drawnState: WordSearchState | null = null;
  let drawnStore: WordSearchStore | null = null;
  let drawnGrid: readonly string[] | null = null;
  const foundShapes = new Map<string, Graphics>();

  const drawFound = (state: WordSearchState) => {
    const words = new Set(state.found.map((f) => f.word));
    for (const [word, g] of foundShapes) {
      if (!words.has(word)) {
        g.destroy();
        foundShapes.delete(word);
      }
    }
    state.found.forEach((f, index) => {
      let g = foundShapes.get(f.word);
      if (!g) {
        g = new Graphics();
        const { color, outline } = FOUND_STYLES[index % FOUND_STYLES.length]!;
        const length = capsule(g, state.size, f.from, f.to);
        g.roundRect(-RADIUS, -RADIUS, length + 2 * RADIUS, 2 * RADIUS, RADIUS).fill({ color, alpha: 0.22 });
        drawOutline(g, length, outline, color);
        foundShapes.set(f.word, g);
        foundLayer.addChild(g);
      }
    });
  };

  const drawSelection = (state: WordSearchState) => {
    selection.clear();
    const sel = state.selection;
    if (!sel) return;
    drawAttempt(selection, state.size, sel.from, sel.to, SELECTION_LOOK);
  };

  /** Turns what the rules reported since the last frame into effects on the board. */
  const showEvents = (state: WordSearchState) => {
    for (const event of reader.take(game.store.getState().events)) {
      if (event.type === "found") {
        const cells = lineBetween(state.size, event.from, event.to) ?? [event.from];
        const index = Math.max(
          0,
          state.found.findIndex((f) => f.word === event.word),
        );
        const colour = FOUND_STYLES[index % FOUND_STYLES.length]!.color;
        for (const cell of cells) {
          const c = cellCentre(cell, size);
          effects.burst(c.x, c.y, { color: [colour, EFFECT_COLORS.gold], count: 6, shape: "star" });
        }
        const a = cellCentre(event.from, size);
        const b = cellCentre(event.to, size);
        effects.floatText((a.x + b.x) / 2, (a.y + b.y) / 2 - CELL / 2, event.word, { color: colour });
      } else if (event.type === "notAWord" || event.type === "notStraight" || event.type === "alreadyFound") {
        miss.clear();
        drawAttempt(miss, state.size, event.from, event.to, MISS_LOOK);
        missedAt = game.now();
      }
    }
  };

  /** The miss fades on game time; returns whether it still shows (draw the next frame too). */
  const fadeMiss = (): boolean => {
    if (missedAt === null) return false;
    const t = (game.now() - missedAt) / MISS_MS;
    miss.visible = t < 1;
    miss.alpha = Math.max(0, 1 - t) ** 1.5;
    if (t >= 1) missedAt = null;
    return true;
  };

  return {
    draw() {
      const store = game.store.getState();
      showEvents(store.state);
      const fading = fadeMiss();
      const recached = boardCache.refresh();
      if (store === drawnStore) return fading || recached;
      const { state } = store;
      if (state.grid !== drawnGrid) {
        state.grid.forEach((letter, i) => {
          const text = texts[i];
          if (text && text.text !== letter) text.text = letter;
        });
        drawnGrid = state.grid;
        missedAt = null;
        miss.visible = false;
      }
      if (state.found !== drawnState?.found) drawFound(state);
      if (state.selection !== drawnState?.selection) drawSelection(state);
      cursor.visible = store.cursorVisible;
      const at = cellCentre(state.cursor, size);
      cursor.position.set(at.x - CELL / 2, at.y - CELL / 2);
      drawnState = state;
      drawnStore = store;
      return true;
    },
  };
}
