/**
 * Where the grid sits on the surface, in logical units: shared by the view (drawing), the store
 * (pointer positions to cells) and the end-to-end test (cells to screen points). The grid fills
 * the surface but for a thin margin that keeps the corner cells clear of its rounded corners.
 */
import { WORD_SEARCH } from "./rules";

export const CELL = 40;
export const MARGIN = 6;
export const BOARD = WORD_SEARCH.size * CELL + 2 * MARGIN;

/** A cell's side for a grid of `size` letters a side: 40 for the spec's 12, larger for Easy's smaller grid on the same board. */
export function cellSize(size: number = WORD_SEARCH.size): number {
  return (BOARD - 2 * MARGIN) / size;
}

/** A logical point on the surface in cell units (x = 2.5 is the middle of the third column). */
export function toCellUnits(
  point: { x: number; y: number },
  size: number = WORD_SEARCH.size,
): { x: number; y: number } {
  const cell = cellSize(size);
  return { x: (point.x - MARGIN) / cell, y: (point.y - MARGIN) / cell };
}

/** The middle of a cell, in logical units. */
export function cellCentre(index: number, size: number = WORD_SEARCH.size): { x: number; y: number } {
  const cell = cellSize(size);
  return { x: MARGIN + ((index % size) + 0.5) * cell, y: MARGIN + (Math.floor(index / size) + 0.5) * cell };
}
