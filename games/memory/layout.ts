/**
 * Where the cards sit, in logical units: shared by the store (hit tests for taps) and the view
 * (drawing), and by the e2e test (where to click). Pure data, no Pixi.
 */
import type { GridLayout } from "@station/engine";
import { MEMORY, ROWS } from "./rules";

export const BOARD = { width: 400, height: 400 } as const;

const PADDING = 14;
const GAP = 12;
const CELL = (BOARD.width - PADDING * 2 - GAP * (MEMORY.columns - 1)) / MEMORY.columns;

/**
 * A 4x4 grid of 84-unit cards with 12-unit gaps. At a 390 px wide phone the board is drawn
 * about 354 CSS px wide, so each card is about 74 CSS px: well over the 48 px minimum.
 */
export const GRID: GridLayout = gridFor(ROWS * MEMORY.columns);

/** The grid of a board of `cards` cards: the same cards in four columns, its rows centred on the board. */
export function gridFor(cards: number): GridLayout {
  const rows = Math.ceil(cards / MEMORY.columns);
  return {
    columns: MEMORY.columns,
    rows,
    x: PADDING,
    y: (BOARD.height - (rows * CELL + (rows - 1) * GAP)) / 2,
    cellWidth: CELL,
    cellHeight: CELL,
    gap: GAP,
  };
}
