import { describe, expect, it } from "vitest";
import { tileGrid, tilesAt } from "./pixel-tiles";

describe("pixel tiles", () => {
  it("covers the picture once, each texture holding a one-pixel apron cut to the picture", () => {
    const tiles = tileGrid(10, 7, 4);
    expect(tiles).toHaveLength(3 * 2);
    expect(tiles.reduce((n, t) => n + t.inner.width * t.inner.height, 0)).toBe(70);
    expect(tiles[0]).toEqual({
      inner: { x: 0, y: 0, width: 4, height: 4 },
      outer: { x: 0, y: 0, width: 5, height: 5 },
    });
    expect(tiles[4]).toEqual({
      inner: { x: 4, y: 4, width: 4, height: 3 },
      outer: { x: 3, y: 3, width: 6, height: 4 },
    });
    expect(tiles[5]!.outer).toEqual({ x: 7, y: 3, width: 3, height: 4 });
  });

  it("finds every tile whose texture holds a pixel of the bounds, aprons included", () => {
    const tiles = tileGrid(10, 7, 4);
    const holding = (x: number, y: number) =>
      tiles.flatMap((t, i) => {
        const o = t.outer;
        return x >= o.x && y >= o.y && x < o.x + o.width && y < o.y + o.height ? [i] : [];
      });
    for (let y = 0; y < 7; y++) {
      for (let x = 0; x < 10; x++) {
        expect(tilesAt({ x, y, width: 1, height: 1 }, 10, 7, 4)).toEqual(holding(x, y));
      }
    }
    expect(tilesAt({ x: 0, y: 0, width: 10, height: 7 }, 10, 7, 4)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(tilesAt({ x: 2, y: 2, width: 0, height: 3 }, 10, 7, 4)).toEqual([]);
  });
});
