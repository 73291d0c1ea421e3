import { Container, Graphics } from "pixi.js";
import {
  cellRect,
  createEventReader,
  type GameView,
  prefersReducedMotion,
  type Scene,
  staticLayers,
} from "@station/engine";
import { EFFECT_COLORS } from "@station/engine/palette";
import { drawIcon } from "./icons";
import { BOARD, GRID, gridFor } from "./layout";
import type { MemoryCard } from "./rules";
import type { MemoryGame } from "./store";

const COLORS = {
  board: 0x1b1545,
  back: 0x6f5fd0,
  backInner: 0xa597ee,
  backMotif: 0xc9b6ff,
  backDot: 0x8f80e4,
  face: 0x2e2670,
  faceEdge: 0xc9b6ff,
  matchedFace: 0x231c5a,
  matchedEdge: 0x7fe0b8,
  tick: 0x1b1545,
  // The site's --focus colour, and a dark line inside it so the cursor shows on any card.
  focus: 0xffe59e,
  focusInner: 0x120d30,
  miss: 0xffb3d9,
};

/** A whole flip (edge-on at half time). Shorter than the 1 s a mismatch stays up. */
const FLIP_MS = 260;
const POP_MS = FLIP_MS;
/** A mismatched pair wobbles once, softly, and a rose ring round each fades (the ring alone in reduced motion). */
const WOBBLE_MS = 420;
const MISS_RING_MS = 700;
const RADIUS = 12;

type Side = "back" | "face" | "matched";
const sideOf = (card: MemoryCard): Side => (card.matched ? "matched" : card.flipped ? "face" : "back");

interface CardSprite {
  readonly root: Container;
  readonly back: Graphics;
  readonly face: Container;
  /** The matched face: mint frame and tick badge. */
  readonly matched: Container;
  /** The side drawn now, and the one before an animation started (at game time `since`). */
  side: Side;
  from: Side;
  since: number;
  /** Its place on the board, and when a mismatch wobble started (game time). */
  readonly x: number;
  wobbleSince: number;
}

const w = GRID.cellWidth;
const h = GRID.cellHeight;

function drawBack(g: Graphics) {
  g.roundRect(-w / 2, -h / 2, w, h, RADIUS).fill(COLORS.back);
  g.roundRect(-w / 2 + 6, -h / 2 + 6, w - 12, h - 12, RADIUS - 4).stroke({ width: 2, color: COLORS.backInner });
  // A soft little night sky: a four-pointed star in a pale disc, a dot in each corner.
  g.circle(0, 0, 17).fill({ color: COLORS.backInner, alpha: 0.35 });
  g.star(0, 1, 4, 12, 4.5).fill(COLORS.backMotif);
  for (const [x, y] of [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ] as const) {
    g.circle((x * w) / 2 - x * 16, (y * h) / 2 - y * 16, 2.6).fill(COLORS.backMotif);
  }
}

/** A card's face: its frame (mint, thicker and with a tick badge once matched) and its picture. */
function face(card: MemoryCard, matched: boolean): Container {
  const frame = new Graphics()
    .roundRect(-w / 2, -h / 2, w, h, RADIUS)
    .fill(matched ? COLORS.matchedFace : COLORS.face)
    .stroke({ width: matched ? 4 : 3, color: matched ? COLORS.matchedEdge : COLORS.faceEdge, alignment: 1 });
  const container = new Container();
  container.addChild(frame, drawIcon(new Graphics(), card.kind, w * 0.66));
  if (matched) container.addChild(drawBadge(new Graphics()));
  return container;
}

/** The "matched" badge: a mint disc with a tick in the top-right corner (more than a colour). */
function drawBadge(g: Graphics): Graphics {
  const x = w / 2 - 13;
  const y = -h / 2 + 13;
  g.circle(x, y, 11).fill(COLORS.matchedEdge).stroke({ width: 2, color: COLORS.tick });
  g.moveTo(x - 5, y)
    .lineTo(x - 1.5, y + 4)
    .lineTo(x + 5.5, y - 4)
    .stroke({ width: 3, color: COLORS.tick, cap: "round", join: "round" });
  return g;
}

/**
 * Memory is turn-based: the view redraws only when the state or the cursor changes, or while a
 * flip animation runs (game time, so a pause freezes it). Under prefers-reduced-motion a card
 * simply shows its new side. A found pair bursts with stars and a "+1"; a mismatched pair sways
 * and rings rose (the ring alone, fading, in reduced motion).
 */
export function createMemoryView(game: MemoryGame, scene: Scene): GameView {
  // The board's grid: the spec's 4x4, or a calm mode's fewer rows (fixed for the game's life).
  const grid = () => gridFor(game.store.getState().state.cards.length);
  const layer = new Container();
  const board = new Graphics().roundRect(0, 0, BOARD.width, BOARD.height, 16).fill(COLORS.board);
  const cardsLayer = new Container();
  const cursor = new Graphics();
  const misses = new Graphics();
  layer.addChild(board, cardsLayer, misses, cursor);
  scene.root.addChild(layer);
  const { effects } = scene;
  const reader = createEventReader(game.store.getState().events);
  /** When the rose rings of the last mismatch went up (game time); null while none shows. */
  let missedAt: number | null = null;

  const centreOf = (index: number) => {
    const rect = cellRect(grid(), index);
    return { x: rect.x + w / 2, y: rect.y + h / 2 };
  };

  /** Turns what the rules reported since the last frame into effects on the board. */
  const showEvents = (now: number) => {
    for (const event of reader.take(game.store.getState().events)) {
      if (event.type === "matched") {
        for (const index of event.indices) {
          const { x, y } = centreOf(index);
          effects.burst(x, y, { color: [EFFECT_COLORS.mint, EFFECT_COLORS.gold], count: 14, shape: "star" });
        }
        const { x, y } = centreOf(event.indices[1]);
        effects.floatText(x, y - h / 2, "+1", { color: EFFECT_COLORS.mint });
      } else if (event.type === "mismatched") {
        ringMisses(event.indices, now);
        for (const index of event.indices) {
          const sprite = sprites[index];
          if (sprite) sprite.wobbleSince = now;
        }
      }
    }
  };

  /** Rings a mismatched pair in rose, drawn once: `fadeMisses` fades the whole layer. */
  const ringMisses = (indices: readonly number[], now: number) => {
    misses.clear();
    for (const index of indices) {
      const rect = cellRect(grid(), index);
      misses
        .roundRect(rect.x - 3, rect.y - 3, rect.width + 6, rect.height + 6, RADIUS + 3)
        .stroke({ width: 4, color: COLORS.miss, alpha: 0.9 });
    }
    missedAt = now;
  };

  /** The rings' fade on game time; returns whether they still show (draw the next frame too). */
  const fadeMisses = (now: number): boolean => {
    if (missedAt === null) return false;
    const t = (now - missedAt) / MISS_RING_MS;
    const showing = t >= 0 && t < 1;
    misses.visible = showing;
    if (showing) misses.alpha = (1 - t) ** 1.5;
    else missedAt = null;
    return true;
  };

  let sprites: CardSprite[] = [];
  /**
   * Each side of each card drawn once into a texture (when it first shows): a card is a few
   * hundred triangles as shapes, and a frame of sixteen of them cost software WebGL 145 ms.
   */
  const sides = staticLayers(scene);
  let round = -1;

  const build = (cards: readonly MemoryCard[]) => {
    for (const child of cardsLayer.removeChildren()) child.destroy({ children: true });
    sides.clear();
    sprites = cards.map((card, index) => {
      const rect = cellRect(grid(), index);
      const root = new Container();
      root.position.set(rect.x + w / 2, rect.y + h / 2);
      const back = new Graphics();
      drawBack(back);
      const up = face(card, false);
      const matched = face(card, true);
      root.addChild(back, up, matched);
      cardsLayer.addChild(root);
      sides.add(back, up, matched);
      const side = sideOf(card);
      return { root, back, face: up, matched, side, from: side, since: -Infinity, x: root.x, wobbleSince: -Infinity };
    });
  };

  /** Shows a card at game time `now`; returns whether it is still moving. */
  const place = (sprite: CardSprite, now: number, still: boolean): boolean => {
    const t = still ? Infinity : now - sprite.since;
    let shown = sprite.side;
    let scaleX = 1;
    let scale = 1;
    let moving = false;
    const flipping = (sprite.from === "back") !== (sprite.side === "back");
    if (flipping && t < FLIP_MS) {
      // Narrow to edge-on showing the old side, then widen showing the new one.
      const half = FLIP_MS / 2;
      shown = t < half ? sprite.from : sprite.side;
      const k = t < half ? 1 - t / half : (t - half) / half;
      scaleX = Math.max(0.02, Math.sin((k * Math.PI) / 2));
      moving = true;
    } else if (sprite.side === "matched" && sprite.from === "face" && t < POP_MS) {
      // The first card of a found pair bounces once while its partner turns over.
      scale = 1 + 0.08 * Math.sin((t / POP_MS) * Math.PI);
      moving = true;
    }
    sprite.back.visible = shown === "back";
    sprite.face.visible = shown === "face";
    sprite.matched.visible = shown === "matched";
    sprite.root.scale.set(scaleX * scale, scale);
    const wobble = now - sprite.wobbleSince;
    let dx = 0;
    if (!still && wobble < WOBBLE_MS) {
      // Two soft sways that die away: a shake of the head, not a jolt.
      const k = wobble / WOBBLE_MS;
      dx = 5 * Math.sin(k * Math.PI * 4) * (1 - k) ** 2;
      moving = true;
    }
    sprite.root.x = sprite.x + dx;
    return moving;
  };

  let drawnState: unknown = null;
  let drawnCursor = "";
  let animating = false;

  return {
    draw() {
      const { state, cursor: at, cursorVisible } = game.store.getState();
      const cursorKey = cursorVisible ? String(at) : "";
      // A new density (the board resized) draws the cached sides again, and the frame with them.
      const recached = sides.refresh();
      if (state === drawnState && cursorKey === drawnCursor && !animating) return recached;
      const now = game.now();
      const still = prefersReducedMotion();
      showEvents(now);
      if (state.round !== round) {
        // A new deal: every card face down at once, with its new picture behind it.
        build(state.cards);
        sides.refresh();
        round = state.round;
        missedAt = null;
        misses.visible = false;
      }
      if (state !== drawnState) {
        state.cards.forEach((card, index) => {
          const sprite = sprites[index];
          const side = sideOf(card);
          if (!sprite || sprite.side === side) return;
          sprite.from = sprite.side;
          sprite.side = side;
          sprite.since = now;
        });
      }
      animating = fadeMisses(now);
      for (const sprite of sprites) animating = place(sprite, now, still) || animating;

      cursor.clear();
      if (cursorVisible) {
        const rect = cellRect(grid(), at);
        // A thick focus-coloured ring in the gap around the card, with a dark line inside it.
        cursor
          .roundRect(rect.x - 5, rect.y - 5, rect.width + 10, rect.height + 10, RADIUS + 5)
          .stroke({ width: 6, color: COLORS.focus });
        cursor
          .roundRect(rect.x - 1, rect.y - 1, rect.width + 2, rect.height + 2, RADIUS + 1)
          .stroke({ width: 2.5, color: COLORS.focusInner });
      }
      drawnState = state;
      drawnCursor = cursorKey;
      return true;
    },
  };
}
