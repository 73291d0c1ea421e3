import { describe, expect, it } from "vitest";
import { columnsFor, gridColumns } from "./columns";

describe("picture grid columns", () => {
  it("keeps the preferred count when the last row is full or holds two or more", () => {
    expect(columnsFor(6, 2, 5)).toBe(2);
    expect(columnsFor(6, 3, 5)).toBe(3);
    expect(columnsFor(12, 4, 4)).toBe(4);
  });
  it("moves away from a count that leaves one card alone", () => {
    expect(columnsFor(6, 5, 5)).toBe(4);
    expect(columnsFor(15, 2, 4)).toBe(3);
    expect(columnsFor(5, 4, 4)).toBe(3);
  });
  it("never leaves a lone last card at any step for the catalogues' sizes", () => {
    for (const [count, max] of [
      [6, 5],
      [4, 5],
      [15, 4],
      [5, 4],
      [8, 4],
      [12, 4],
    ] as const) {
      for (const { columns } of gridColumns(count, max)) {
        expect(columns).toBeLessThanOrEqual(max);
        expect(count > columns && count % columns === 1).toBe(false);
      }
    }
  });
});
