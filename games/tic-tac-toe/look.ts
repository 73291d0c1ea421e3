/** How the board looks: colours, shapes and timings the scene draws with. */
import type { Graphics } from "pixi.js";
import { cellRect } from "@station/engine";
import { BOARD, LAYOUT } from "./layout";
import type { Line } from "./rules";

export const COLORS = {
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
export const POP_MS = 180;
export const LINE_MS = 320;

const HALF = LAYOUT.cellWidth / 2;

export function centreOf(index: number) {
  const rect = cellRect(LAYOUT, index);
  return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
}

export function drawBoard(g: Graphics) {
  g.clear().roundRect(0, 0, BOARD, BOARD, 22).fill(COLORS.board);
}

/** The nine cells: the winning three lit, the cell under a pointer pressed. */
export function drawCells(g: Graphics, pressed: number | null, win: Line | null) {
  g.clear();
  for (let index = 0; index < LAYOUT.columns * LAYOUT.rows; index++) {
    const rect = cellRect(LAYOUT, index);
    const fill = win?.includes(index) ? COLORS.winCell : pressed === index ? COLORS.pressed : COLORS.cell;
    g.roundRect(rect.x, rect.y, rect.width, rect.height, 16).fill(fill);
    g.roundRect(rect.x + 1, rect.y + 1, rect.width - 2, rect.height - 2, 15).stroke({
      width: 2,
      color: COLORS.cellEdge,
    });
  }
}

/** The keyboard cursor: a thick ring in the focus colour around the cell. */
export function drawCursor(g: Graphics, cell: number) {
  const rect = cellRect(LAYOUT, cell);
  g.clear()
    .roundRect(rect.x - 4, rect.y - 4, rect.width + 8, rect.height + 8, 20)
    .stroke({ width: 7, color: COLORS.focus });
  g.roundRect(rect.x, rect.y, rect.width, rect.height, 16).stroke({ width: 2.5, color: COLORS.focusInner });
}

/** A cross for X and a ring for O (below): told apart by shape as well as colour. */
export function drawCross(g: Graphics) {
  g.clear();
  const r = HALF * 0.5;
  for (const dy of [3, 0]) {
    g.moveTo(-r, -r + dy)
      .lineTo(r, r + dy)
      .moveTo(r, -r + dy)
      .lineTo(-r, r + dy)
      .stroke({ width: 14, color: dy ? COLORS.shadow : COLORS.x, cap: "round", alpha: dy ? 0.6 : 1 });
  }
}

export function drawRing(g: Graphics) {
  g.clear();
  const r = HALF * 0.54;
  g.circle(0, 3, r).stroke({ width: 13, color: COLORS.shadow, alpha: 0.6 });
  g.circle(0, 0, r).stroke({ width: 13, color: COLORS.o });
}

/** The winning line, drawn `progress` (0 to 1) of the way from just before its first cell. */
export function drawWinLine(g: Graphics, line: Line, progress: number) {
  g.clear();
  const from = centreOf(line[0]);
  const to = centreOf(line[2]);
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  const reach = HALF * 0.78;
  const ux = (to.x - from.x) / length;
  const uy = (to.y - from.y) / length;
  const start = { x: from.x - ux * reach, y: from.y - uy * reach };
  const full = length + 2 * reach;
  const end = { x: start.x + ux * full * progress, y: start.y + uy * full * progress };
  g.moveTo(start.x, start.y).lineTo(end.x, end.y).stroke({ width: 20, color: COLORS.lineEdge, cap: "round" });
  g.moveTo(start.x, start.y).lineTo(end.x, end.y).stroke({ width: 11, color: COLORS.line, cap: "round" });
}

/** A little overshoot, so a mark lands with a soft bounce. */
export function easeOutBack(t: number): number {
  const c = 1.70158;
  return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2;
}
