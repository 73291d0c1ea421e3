import type { Direction } from "../contract/define-game";

/** A rectangular board of equal cells, read row by row: index = row * columns + column. */
export interface GridLayout {
  readonly columns: number;
  readonly rows: number;
  /** Top-left corner of the first cell, in logical units. */
  readonly x: number;
  readonly y: number;
  readonly cellWidth: number;
  readonly cellHeight: number;
  /** Space between neighbouring cells. */
  readonly gap: number;
}

/** Top-left corner and size of a cell, for drawing it. */
export function cellRect(layout: GridLayout, index: number) {
  const column = index % layout.columns;
  const row = Math.floor(index / layout.columns);
  return {
    x: layout.x + column * (layout.cellWidth + layout.gap),
    y: layout.y + row * (layout.cellHeight + layout.gap),
    width: layout.cellWidth,
    height: layout.cellHeight,
  };
}

/**
 * The cell under a point, or null off the board. A point in a gap counts for the nearer cell,
 * so a finger landing between two cards still picks one: the gap is part of the target.
 */
export function cellAt(layout: GridLayout, point: { x: number; y: number }): number | null {
  const pitchX = layout.cellWidth + layout.gap;
  const pitchY = layout.cellHeight + layout.gap;
  const fx = (point.x - layout.x + layout.gap / 2) / pitchX;
  const fy = (point.y - layout.y + layout.gap / 2) / pitchY;
  if (fx < 0 || fy < 0) return null;
  const column = Math.floor(fx);
  const row = Math.floor(fy);
  if (column >= layout.columns || row >= layout.rows) return null;
  return row * layout.columns + column;
}

/**
 * A keyboard cursor's next cell: one step in the direction, stopping at the edges (a cursor
 * that wraps around loses people who cannot see where it went). `count` cells fill the grid
 * row by row; a short last row is respected.
 */
export function moveCursor(index: number, direction: Direction, columns: number, count: number): number {
  const column = index % columns;
  const next =
    direction === "left"
      ? column > 0
        ? index - 1
        : index
      : direction === "right"
        ? column < columns - 1
          ? index + 1
          : index
        : direction === "up"
          ? index - columns
          : index + columns;
  return next >= 0 && next < count ? next : index;
}
