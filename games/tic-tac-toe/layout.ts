/**
 * Where the nine cells sit, in logical units: one pure module, so the store's hit test and the
 * view's drawing (and the end-to-end test's measurements) agree on every cell.
 */
import type { GridLayout } from "@station/engine";
import { TIC_TAC_TOE } from "./rules";

/** The square surface, in logical units. */
export const BOARD = 360;
const MARGIN = 18;
const GAP = 12;
const CELL = (BOARD - 2 * MARGIN - (TIC_TAC_TOE.columns - 1) * GAP) / TIC_TAC_TOE.columns;

export const LAYOUT: GridLayout = {
  columns: TIC_TAC_TOE.columns,
  rows: TIC_TAC_TOE.columns,
  x: MARGIN,
  y: MARGIN,
  cellWidth: CELL,
  cellHeight: CELL,
  gap: GAP,
};
