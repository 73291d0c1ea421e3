import { describe, expect, it } from "vitest";
import { cellAt, cellRect, moveCursor, type GridLayout } from "./grid";

const layout: GridLayout = { columns: 4, rows: 2, x: 10, y: 20, cellWidth: 50, cellHeight: 40, gap: 10 };

describe("grid layout", () => {
  it("places cells row by row with gaps between them", () => {
    expect(cellRect(layout, 0)).toEqual({ x: 10, y: 20, width: 50, height: 40 });
    expect(cellRect(layout, 5)).toEqual({ x: 70, y: 70, width: 50, height: 40 });
  });

  it("finds the cell under a point, the nearer cell in a gap, and nothing off the board", () => {
    expect(cellAt(layout, { x: 11, y: 21 })).toBe(0);
    expect(cellAt(layout, { x: 64, y: 30 })).toBe(0);
    expect(cellAt(layout, { x: 66, y: 30 })).toBe(1);
    expect(cellAt(layout, { x: 239, y: 109 })).toBe(7);
    expect(cellAt(layout, { x: 0, y: 30 })).toBeNull();
    expect(cellAt(layout, { x: 30, y: 200 })).toBeNull();
    expect(cellAt(layout, { x: 300, y: 30 })).toBeNull();
  });

  it("moves a cursor one cell and stops at the edges without wrapping", () => {
    expect(moveCursor(0, "right", 4, 8)).toBe(1);
    expect(moveCursor(3, "right", 4, 8)).toBe(3);
    expect(moveCursor(4, "left", 4, 8)).toBe(4);
    expect(moveCursor(1, "down", 4, 8)).toBe(5);
    expect(moveCursor(5, "down", 4, 8)).toBe(5);
    expect(moveCursor(2, "up", 4, 8)).toBe(2);
    // A short last row: there is nothing below the 3rd cell of a 5-cell, 3-column grid.
    expect(moveCursor(2, "down", 3, 5)).toBe(2);
  });
});
