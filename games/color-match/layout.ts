/**
 * Where the pads sit on the board, shared by the store (pointer hit tests, cursor moves) and the
 * view (drawing), so what is drawn is what is hit. Logical units; the surface scales them.
 */
import type { GridLayout } from "@station/engine";

export const BOARD = { width: 600, height: 420 } as const;
/** The band above the pads for the "Watch… 2 of 5" line. */
export const BANNER_HEIGHT = 52;
export const PAD_SIZE = 168;
export const PAD_GAP = 16;

/** 4 pads make a 2x2 square; 5 and 6 take three columns. */
export function padColumns(count: number): number {
  return count <= 4 ? 2 : 3;
}

export function padLayout(count: number): GridLayout {
  const columns = padColumns(count);
  const rows = Math.ceil(count / columns);
  const width = columns * PAD_SIZE + (columns - 1) * PAD_GAP;
  const height = rows * PAD_SIZE + (rows - 1) * PAD_GAP;
  return {
    columns,
    rows,
    x: (BOARD.width - width) / 2,
    y: BANNER_HEIGHT + (BOARD.height - BANNER_HEIGHT - height) / 2,
    cellWidth: PAD_SIZE,
    cellHeight: PAD_SIZE,
    gap: PAD_GAP,
  };
}
