import { describe, expect, it } from "vitest";
import { decodeRegionIds, encodeRegionIds, fromBase64, toBase64 } from "./region-codec.ts";
import { LINE, allRegions, decodeRegionMap, regionAt, regionAtViewPoint, regionBounds } from "./region-map.ts";
import { mapFromRows } from "./test-maps.ts";

const ROWS = ["1111.222", "1111.222", "11...222", "........", "33333333"];

describe("region codec", () => {
  it("round-trips ids through runs and base64", () => {
    const width = 37;
    const height = 23;
    const ids = new Uint16Array(width * height);
    for (let i = 0; i < ids.length; i++) ids[i] = (Math.floor((i % width) / 5) + Math.floor(i / width / 4)) % 300;
    const bytes = encodeRegionIds(ids, width, height);
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
    expect(decodeRegionIds(fromBase64(toBase64(bytes)), width, height)).toEqual(ids);
  });

  it("stores a row that shifts its boundaries in about a byte per boundary", () => {
    const width = 1000;
    const height = 100;
    const ids = new Uint16Array(width * height);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) ids[y * width + x] = x < 300 + y ? 1 : 2;
    expect(encodeRegionIds(ids, width, height).length).toBeLessThan(height * 2 + 8);
  });

  it("refuses damaged data", () => {
    expect(() => decodeRegionIds(new Uint8Array([0]), 4, 1)).toThrow();
    expect(() => fromBase64("not base64!")).toThrow();
  });
});

describe("region map", () => {
  const map = mapFromRows(ROWS);

  it("answers which region is under a pixel, and LINE on lines and off the map", () => {
    expect(regionAt(map, 0, 0)).toBe(1);
    expect(regionAt(map, 6.7, 1.2)).toBe(2);
    expect(regionAt(map, 4, 0)).toBe(LINE);
    expect(regionAt(map, -1, 0)).toBe(LINE);
    expect(regionAt(map, 8, 0)).toBe(LINE);
    expect(regionAtViewPoint(map, 2, 4)).toBe(3);
  });

  it("knows each region's bounds, area, centroid and neighbours", () => {
    expect(regionBounds(map, 1)).toEqual({ x: 0, y: 0, width: 4, height: 3 });
    expect(regionBounds(map, LINE)).toBeUndefined();
    const [one, two, three] = allRegions(map);
    expect(one?.area).toBe(10);
    expect(two?.centroid).toEqual({ x: 6.5, y: 1.5 });
    expect(three?.inside.y).toBe(4);
    expect(one?.neighbours).toEqual([2, 3]);
    expect(three?.neighbours).toEqual([1, 2]);
  });

  it("keeps a pixel's id in one byte when every id fits, else in two", () => {
    expect(map.ids).toBeInstanceOf(Uint8Array);
    expect([...map.ids.slice(0, 8)]).toEqual([1, 1, 1, 1, 0, 2, 2, 2]);
    const ids = new Uint16Array(8).fill(300);
    const file = {
      version: 1 as const,
      id: "wide",
      title: "Wide",
      sourceHash: "0",
      width: 8,
      height: 1,
      viewWidth: 8,
      viewHeight: 1,
      encoding: "rows-v1" as const,
      data: toBase64(encodeRegionIds(ids, 8, 1)),
      regions: [],
    };
    const wide = decodeRegionMap(file);
    expect(wide.ids).toBeInstanceOf(Uint16Array);
    expect(wide.ids[7]).toBe(300);
  });
});
