import { describe, expect, it } from "vitest";
import { regionMask, strokeMask, strokeRegion } from "./brush.ts";
import { LINE } from "./region-map.ts";
import { mapFromRows } from "./test-maps.ts";

const map = mapFromRows(["1111.2222", "1111.2222", "1111.2222", "1111.2222"]);

describe("brush", () => {
  it("belongs to the region under its first point, or the nearest one when it starts on a line", () => {
    expect(strokeRegion(map, [6, 1, 1, 1])).toBe(2);
    expect(strokeRegion(map, [4.2, 1])).not.toBe(LINE);
    expect(strokeRegion(map, [])).toBe(LINE);
  });

  it("paints only its own region however far it wanders", () => {
    const mask = strokeMask(map, { region: 1, size: 3, points: [0.5, 1.5, 8.5, 1.5] })!;
    expect(mask.bounds).toEqual({ x: 0, y: 0, width: 4, height: 4 });
    const painted: string[] = [];
    for (let y = 0; y < mask.bounds.height; y++) {
      for (let x = 0; x < mask.bounds.width; x++) if (mask.data[y * mask.bounds.width + x]) painted.push(`${x},${y}`);
    }
    expect(painted.every((p) => Number(p.split(",")[0]) < 4)).toBe(true);
    expect(painted).toContain("3,1");
    expect(painted).not.toContain("0,3");
  });

  it("gives the whole region as a mask within its bounds", () => {
    const mask = regionMask(map, 2)!;
    expect(mask.bounds).toEqual({ x: 5, y: 0, width: 4, height: 4 });
    expect(mask.data.every((v) => v === 1)).toBe(true);
    expect(regionMask(map, LINE)).toBeNull();
  });
});
