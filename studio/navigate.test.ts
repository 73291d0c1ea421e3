import { describe, expect, it } from "vitest";
import { firstRegion, nearestInDirection } from "./navigate.ts";
import type { RegionInfo } from "./region-map.ts";

const at = (id: number, x: number, y: number, area = 100): RegionInfo => ({
  id,
  name: `area ${id}`,
  area,
  bounds: { x, y, width: 1, height: 1 },
  centroid: { x, y },
  inside: { x, y },
  neighbours: [],
});

//   1 . 2
//   . 3 .
//   4 . 5     and 6 far right, slightly low
const regions = [at(1, 0, 0, 5000), at(2, 100, 0), at(3, 50, 50), at(4, 0, 100), at(5, 100, 100), at(6, 400, 60)];

describe("keyboard navigation", () => {
  it("moves to the nearest region within the cone of the arrow", () => {
    expect(nearestInDirection(regions, 1, "right")).toBe(2);
    expect(nearestInDirection(regions, 2, "down")).toBe(5);
    expect(nearestInDirection(regions, 3, "right", 30)).toBe(6);
    expect(nearestInDirection(regions, 3, "up", 30)).toBeNull();
    expect(nearestInDirection(regions, 5, "left")).toBe(4);
    expect(nearestInDirection(regions, 4, "down")).toBeNull();
    expect(nearestInDirection(regions, 99, "down")).toBeNull();
  });

  it("prefers straight ahead to nearer but off to the side", () => {
    const row = [at(1, 0, 0), at(2, 60, 30), at(3, 80, 0)];
    expect(nearestInDirection(row, 1, "right")).toBe(3);
  });

  it("starts on the biggest region that is not the background", () => {
    expect(firstRegion(regions, 1)).not.toBe(1);
    expect(firstRegion(regions, 2)).toBe(1);
  });
});
