import { describe, expect, it } from "vitest";
import { mirroredStroke, mirrorPoints, regionMask, strokeMask, strokeRegion } from "./brush.ts";
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

  describe("mirror", () => {
    // Asymmetric on purpose: region 1 is wide on the left, regions 2 and 3 share the right.
    const wide = mapFromRows(["11111.222", "11111.222", "11111.333", "11111.333"]);

    it("reflects points in the page's vertical centre line", () => {
      expect(mirrorPoints(wide, [0, 1, 8, 2])).toEqual([8, 1, 0, 2]);
      expect(mirrorPoints(wide, [4, 3])).toEqual([4, 3]);
    });

    it("gives the reflection the region its own start lands in", () => {
      const stroke = { region: 1, size: 2, points: [0, 0, 3, 3] };
      const reflection = mirroredStroke(wide, stroke)!;
      expect(reflection.region).toBe(2);
      expect(reflection.points).toEqual([8, 0, 5, 3]);
      expect(mirroredStroke(wide, { region: 1, size: 2, points: [1, 3] })!.region).toBe(3);
    });

    it("clips each half to its own region: neither crosses a line into a neighbour", () => {
      const stroke = { region: 1, size: 3, points: [0, 0, 2, 3] };
      const reflection = mirroredStroke(wide, stroke)!;
      for (const s of [stroke, reflection]) {
        const mask = strokeMask(wide, s)!;
        for (let y = 0; y < mask.bounds.height; y++) {
          for (let x = 0; x < mask.bounds.width; x++) {
            if (!mask.data[y * mask.bounds.width + x]) continue;
            expect(wide.ids[(y + mask.bounds.y) * wide.width + x + mask.bounds.x]).toBe(s.region);
          }
        }
      }
      // The reflection (region 2) reaches down towards region 3 but paints none of it.
      const m = strokeMask(wide, reflection)!;
      expect(m.bounds.y + m.bounds.height).toBeLessThanOrEqual(2);
    });

    it("has no reflection when it would start on no region", () => {
      const lined = mapFromRows(["11.....22", "11.....22"]);
      expect(mirroredStroke(lined, { region: 1, size: 2, points: [0, 0] })!.region).toBe(2);
      const lonely = mapFromRows(["1111............................"]);
      expect(mirroredStroke(lonely, { region: 1, size: 2, points: [0, 0] })).toBeNull();
    });
  });
});
