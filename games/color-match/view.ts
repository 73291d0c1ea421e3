import { Container, Graphics, Text } from "pixi.js";
import { cellRect, createEventReader, GAME_FONT, type GameView, type Scene, staticLayers } from "@station/engine";
import { BANNER_HEIGHT, BOARD, padLayout } from "./layout";
import { COLORS, PADS, restColor, type Pad, type PadShape } from "./pads";
import { colourCount, type ColorMatchEvent, type ColorMatchState } from "./rules";
import type { ColorMatchGame, ColorMatchStore } from "./store";

const RADIUS = 26;

function drawShape(g: Graphics, shape: PadShape, cx: number, cy: number, s: number, color: number) {
  switch (shape) {
    case "heart":
      g.moveTo(cx, cy + 0.9 * s)
        .bezierCurveTo(cx - 1.25 * s, cy + 0.05 * s, cx - 0.95 * s, cy - 1.05 * s, cx, cy - 0.45 * s)
        .bezierCurveTo(cx + 0.95 * s, cy - 1.05 * s, cx + 1.25 * s, cy + 0.05 * s, cx, cy + 0.9 * s)
        .closePath();
      break;
    case "circle":
      g.circle(cx, cy, 0.85 * s);
      break;
    case "star":
      g.star(cx, cy + 0.05 * s, 5, 1.05 * s, 0.45 * s);
      break;
    case "triangle":
      g.poly([cx, cy - 0.95 * s, cx + 0.98 * s, cy + 0.75 * s, cx - 0.98 * s, cy + 0.75 * s]);
      break;
    case "square":
      g.roundRect(cx - 0.75 * s, cy - 0.75 * s, 1.5 * s, 1.5 * s, 8);
      break;
    case "diamond":
      g.poly([cx, cy - s, cx + 0.78 * s, cy, cx, cy + s, cx - 0.78 * s, cy]);
      break;
  }
  g.fill(color);
}

function bannerText(state: ColorMatchState): string {
  const length = state.sequence.length;
  switch (state.phase) {
    case "ready":
      // The engine's start prompt says how to start, here in the banner's band.
      return "";
    case "showing":
      return state.lit === null && state.playIndex === 0
        ? "Watch…"
        : `Watch… ${Math.min(state.playIndex + 1, length)} of ${length}`;
    case "input":
      return `Your turn: ${state.inputIndex + 1} of ${length}`;
    case "between":
      return "Well done!";
    case "over":
      // The engine's end card says it.
      return "";
  }
}

/** How a pad shows: at rest, lit by the sequence, or held down by the player. */
const LOOKS = ["rest", "lit", "held"] as const;
type Look = (typeof LOOKS)[number];

interface PadSprite {
  readonly looks: Record<Look, Graphics>;
  readonly label: Text;
}

function drawPad(g: Graphics, pad: Pad, { x, y, width, height }: ReturnType<typeof cellRect>, look: Look) {
  const lit = look === "lit";
  g.roundRect(x, y, width, height, RADIUS).fill(lit ? pad.color : restColor(pad));
  if (lit) {
    // Lit: the whole pad in its colour, a white rim and four sparkles; the shape turns dark.
    g.roundRect(x + 3, y + 3, width - 6, height - 6, RADIUS - 3).stroke({ width: 6, color: COLORS.litBorder });
    for (const [sx, sy] of [
      [x + 24, y + 24],
      [x + width - 24, y + 24],
      [x + 24, y + height - 24],
      [x + width - 24, y + height - 24],
    ] as const) {
      g.star(sx, sy, 4, 10, 3.5).fill(COLORS.ink);
    }
  } else {
    g.roundRect(x + 2, y + 2, width - 4, height - 4, RADIUS - 2).stroke({ width: 4, color: pad.color });
  }
  if (look === "held") {
    // Held down by the player: a steady white ring inside the rim (not a flash).
    g.roundRect(x + 8, y + 8, width - 16, height - 16, RADIUS - 8).stroke({ width: 5, color: COLORS.litBorder });
  }
  drawShape(g, pad.shape, x + width / 2, y + height * 0.42, 40, lit ? COLORS.ink : pad.color);
}

/**
 * The pads and a line above them. Event-driven: it redraws only when the state changes. Nothing
 * moves or fades, so there is no motion to reduce: a pad is lit or it is not (at most 1.7 flashes
 * a second, on Hard), and a held pad gets a steady white ring rather than a flash.
 */
export function createColorMatchView(game: ColorMatchGame, scene: Scene): GameView {
  const layer = new Container();
  const board = new Graphics().roundRect(0, 0, BOARD.width, BOARD.height, 16).fill(COLORS.board);
  const banner = new Text({
    text: "",
    resolution: 2,
    style: { fontFamily: GAME_FONT, fontSize: 26, fontWeight: "800", fill: COLORS.text },
  });
  banner.anchor.set(0.5);
  banner.position.set(BOARD.width / 2, BANNER_HEIGHT / 2 + 6);
  const padLayer = new Container();
  const cursor = new Graphics();
  layer.addChild(board, banner, padLayer, cursor);
  scene.root.addChild(layer);

  let sprites: PadSprite[] = [];
  /**
   * Each look of each pad drawn once into a texture: redrawn as shapes at every change, a frame
   * cost software WebGL 168 ms of CPU.
   */
  const cached = staticLayers(scene);
  let builtFor = -1;
  const build = (count: number) => {
    for (const child of padLayer.removeChildren()) child.destroy();
    cached.clear();
    const layout = padLayout(count);
    sprites = PADS.slice(0, count).map((pad, index) => {
      const box = cellRect(layout, index);
      const looks = { rest: new Graphics(), lit: new Graphics(), held: new Graphics() };
      for (const look of LOOKS) drawPad(looks[look], pad, box, look);
      cached.add(looks.rest, looks.lit, looks.held);
      const label = new Text({
        text: pad.label,
        resolution: 2,
        // White text, tinted per state (no new texture when a pad lights).
        style: { fontFamily: GAME_FONT, fontSize: 22, fontWeight: "800", fill: 0xffffff },
      });
      label.anchor.set(0.5);
      label.position.set(box.x + box.width / 2, box.y + box.height * 0.82);
      padLayer.addChild(looks.rest, looks.lit, looks.held, label);
      return { looks, label };
    });
    builtFor = count;
    cached.refresh();
  };

  let drawn: { state: ColorMatchState; held: number | null } | null = null;
  const draw = ({ state, held }: ColorMatchStore) => {
    const count = colourCount(state.difficulty);
    if (count !== builtFor) build(count);
    const layout = padLayout(count);
    const line = bannerText(state);
    // Text is re-rendered to a texture when it changes: change it only when it must.
    if (banner.text !== line) banner.text = line;

    sprites.forEach(({ looks, label }, index) => {
      const lit = state.lit === index;
      const shown: Look = lit ? "lit" : held === index ? "held" : "rest";
      for (const look of LOOKS) looks[look].visible = look === shown;
      const ink = lit ? COLORS.ink : COLORS.text;
      if (label.tint !== ink) label.tint = ink;
    });

    cursor.clear();
    if (state.cursorVisible && state.cursor < count) {
      const { x, y, width, height } = cellRect(layout, state.cursor);
      // A thick ring in the focus colour, with a dark line inside it so it shows on any pad.
      cursor.roundRect(x - 5, y - 5, width + 10, height + 10, RADIUS + 5).stroke({ width: 7, color: COLORS.focus });
      cursor.roundRect(x - 0.5, y - 0.5, width + 1, height + 1, RADIUS).stroke({ width: 3, color: COLORS.ink });
    }
  };

  const events = createEventReader(game.store.getState().events);
  const padCentre = (pad: number) => {
    const { x, y, width, height } = cellRect(padLayout(colourCount(game.store.getState().state.difficulty)), pad);
    return { x: x + width / 2, y: y + height / 2 };
  };
  const show = (event: ColorMatchEvent) => {
    const { effects } = scene;
    switch (event.type) {
      case "correct": {
        const at = padCentre(event.pad);
        effects.burst(at.x, at.y, { color: [PADS[event.pad]!.color, COLORS.litBorder], count: 14 });
        break;
      }
      case "roundComplete":
        effects.floatText(BOARD.width / 2, BANNER_HEIGHT + 24, `+${event.points}`, { color: COLORS.text });
        if (event.awesome) {
          effects.flash(COLORS.litBorder);
          effects.floatText(BOARD.width / 2, BOARD.height / 2, "Awesome!", { color: PADS[0]!.color });
          effects.burst(BOARD.width / 2, BOARD.height / 2, {
            color: PADS.map((p) => p.color),
            count: 40,
            shape: "star",
          });
        }
        break;
      case "gameOver": {
        const at = padCentre(event.pad);
        effects.shake(6);
        effects.burst(at.x, at.y, { color: [restColor(PADS[event.pad]!), COLORS.text], count: 18 });
        break;
      }
      case "lit":
        break;
    }
  };

  return {
    draw() {
      const current = game.store.getState();
      for (const event of events.take(current.events)) show(event);
      // A new density (the board resized) draws the cached looks again, and the frame with them.
      const recached = cached.refresh();
      if (drawn && drawn.state === current.state && drawn.held === current.held) return recached;
      draw(current);
      drawn = { state: current.state, held: current.held };
      return true;
    },
  };
}
