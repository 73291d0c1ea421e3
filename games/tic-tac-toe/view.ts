import { Container, Graphics } from "pixi.js";
import type { GameView } from "../../engine/core/define-game";
import { cellRect } from "../../engine/core/grid";
import { prefersReducedMotion } from "../../engine/render/motion";
import type { Scene } from "../../engine/render/surface";
import { BOARD, LAYOUT } from "./layout";
import { TIC_TAC_TOE, canPlace, type CellValue, type Mark } from "./rules";
import type { TicTacToeGame, TicTacToeStore } from "./store";

const COLORS = {
  board: 0x1b1545,
  cell: 0x2a2263,
  cellEdge: 0x4a3f96,
  pressed: 0x3d3386,
  winCell: 0x463b94,
  shadow: 0x120d30,
  x: 0xff8cc6,
  o: 0x7fe0b8,
  line: 0xffe28a,
  lineEdge: 0x1b1545,
  // The site's --focus colour, with a dark inner line so the cursor shows on any cell.
  focus: 0xffe59e,
  focusInner: 0x1b1545,
};

/** How long a new mark takes to pop in, and the winning line to draw itself, in game ms. */
const POP_MS = 180;
const LINE_MS = 320;

const HALF = LAYOUT.cellWidth / 2;

function centreOf(index: number) {
  const rect = cellRect(LAYOUT, index);
  return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
}

/** A cross for X and a ring for O: told apart by shape as well as colour. */
function drawMark(g: Graphics, mark: Mark) {
  g.clear();
  if (mark === "X") {
    const r = HALF * 0.5;
    for (const [dx, dy] of [
      [0, 3],
      [0, 0],
    ] as const) {
      g.moveTo(-r + dx, -r + dy)
        .lineTo(r + dx, r + dy)
        .moveTo(r + dx, -r + dy)
        .lineTo(-r + dx, r + dy)
        .stroke({ width: 14, color: dy ? COLORS.shadow : COLORS.x, cap: "round", alpha: dy ? 0.6 : 1 });
    }
  } else {
    const r = HALF * 0.54;
    g.circle(0, 3, r).stroke({ width: 13, color: COLORS.shadow, alpha: 0.6 });
    g.circle(0, 0, r).stroke({ width: 13, color: COLORS.o });
  }
}

/** A little overshoot, so a mark lands with a soft bounce. */
function easeOutBack(t: number): number {
  const c = 1.70158;
  return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2;
}

/** Turn-based: it redraws when the store changes, and every frame only while something animates. */
export function createTicTacToeView(game: TicTacToeGame, scene: Scene): GameView {
  const layer = new Container();
  const board = new Graphics();
  board.roundRect(0, 0, BOARD, BOARD, 22).fill(COLORS.board);
  const cells = new Graphics();
  const marks = Array.from({ length: TIC_TAC_TOE.cells }, (_, index) => {
    const holder = new Container();
    const { x, y } = centreOf(index);
    holder.position.set(x, y);
    const g = new Graphics();
    holder.addChild(g);
    holder.visible = false;
    return { holder, g, shown: null as CellValue, appearedAt: -Infinity };
  });
  const winLine = new Graphics();
  const cursor = new Graphics();
  layer.addChild(board, cells, ...marks.map((m) => m.holder), winLine, cursor);
  scene.root.addChild(layer);

  let drawn: TicTacToeStore | null = null;
  let winAt = -Infinity;
  let firstDraw = true;
  let animating = false;

  const drawCells = (s: TicTacToeStore) => {
    const win = s.state.result?.kind === "win" ? s.state.result.line : null;
    cells.clear();
    for (let index = 0; index < TIC_TAC_TOE.cells; index++) {
      const rect = cellRect(LAYOUT, index);
      const fill = win?.includes(index)
        ? COLORS.winCell
        : s.pressed === index && canPlace(s.state, index)
          ? COLORS.pressed
          : COLORS.cell;
      cells.roundRect(rect.x, rect.y, rect.width, rect.height, 16).fill(fill);
      cells
        .roundRect(rect.x + 1, rect.y + 1, rect.width - 2, rect.height - 2, 15)
        .stroke({ width: 2, color: COLORS.cellEdge });
    }
    cursor.clear();
    if (s.cursorVisible) {
      const rect = cellRect(LAYOUT, s.cursor);
      cursor
        .roundRect(rect.x - 4, rect.y - 4, rect.width + 8, rect.height + 8, 20)
        .stroke({ width: 7, color: COLORS.focus });
      cursor.roundRect(rect.x, rect.y, rect.width, rect.height, 16).stroke({ width: 2.5, color: COLORS.focusInner });
    }
  };

  const drawLine = (s: TicTacToeStore, now: number) => {
    winLine.clear();
    const result = s.state.result;
    if (result?.kind !== "win") return false;
    const from = centreOf(result.line[0]);
    const to = centreOf(result.line[2]);
    const length = Math.hypot(to.x - from.x, to.y - from.y);
    const reach = HALF * 0.78;
    const ux = (to.x - from.x) / length;
    const uy = (to.y - from.y) / length;
    const start = { x: from.x - ux * reach, y: from.y - uy * reach };
    const full = length + 2 * reach;
    const progress = Math.min(1, Math.max(0, (now - winAt) / LINE_MS));
    const end = { x: start.x + ux * full * progress, y: start.y + uy * full * progress };
    winLine.moveTo(start.x, start.y).lineTo(end.x, end.y).stroke({ width: 20, color: COLORS.lineEdge, cap: "round" });
    winLine.moveTo(start.x, start.y).lineTo(end.x, end.y).stroke({ width: 11, color: COLORS.line, cap: "round" });
    return progress < 1;
  };

  return {
    draw() {
      const s = game.store.getState();
      if (s === drawn && !animating) return false;
      const now = game.clock.now();
      const still = firstDraw || prefersReducedMotion();
      const win = s.state.result?.kind === "win" ? s.state.result.line : null;

      if (s !== drawn) {
        if (win && drawn?.state.result?.kind !== "win") winAt = still ? -Infinity : now;
        drawCells(s);
      }
      let moving = false;
      marks.forEach((mark, index) => {
        const value = s.state.board[index] ?? null;
        if (value !== mark.shown) {
          mark.shown = value;
          mark.holder.visible = value !== null;
          if (value) drawMark(mark.g, value);
          mark.appearedAt = still ? -Infinity : now;
        }
        const t = Math.min(1, (now - mark.appearedAt) / POP_MS);
        mark.holder.scale.set(t >= 1 ? 1 : Math.max(0.05, easeOutBack(t)));
        if (t < 1) moving = true;
        // Once a line wins, the other marks step back so the three in a row stand out.
        mark.holder.alpha = win && !win.includes(index) ? 0.5 : 1;
      });
      if (drawLine(s, now)) moving = true;

      drawn = s;
      firstDraw = false;
      animating = moving;
      return true;
    },
  };
}
