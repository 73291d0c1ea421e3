import { describe, expect, it } from "vitest";
import { mapFromRows } from "./test-maps.ts";
import { tileRegions } from "./tile-regions.ts";

describe("tile regions", () => {
  it("knows which regions have pixels in each tile, whatever their bounds", () => {
    const map = mapFromRows(["1111", "1.21", "1111"]);
    const tiles = [
      { x: 0, y: 0, width: 2, height: 3 },
      { x: 2, y: 0, width: 2, height: 2 },
      { x: 2, y: 2, width: 2, height: 1 },
    ];
    const t = tileRegions(map, tiles);
    expect([t.has(0, 1), t.has(0, 2), t.has(1, 1), t.has(1, 2), t.has(2, 1), t.has(2, 2)]).toEqual([
      true,
      false,
      true,
      true,
      true,
      false,
    ]);
    expect(t.has(0, 99)).toBe(false);
    expect([t.fills(0, 1), t.fills(1, 1), t.fills(2, 1), t.fills(2, 2)]).toEqual([false, false, true, false]);
  });
});
