/**
 * Moving between regions with the arrow keys: from the current region's centroid, the nearest region
 * whose centroid lies within a cone around the pressed direction. Distance across the direction counts
 * double, so the region straight ahead wins over a nearer one off to the side.
 */
import type { RegionInfo } from "./region-map.ts";

export type Direction = "left" | "right" | "up" | "down";

const VECTORS: Record<Direction, readonly [number, number]> = {
  left: [-1, 0],
  right: [1, 0],
  up: [0, -1],
  down: [0, 1],
};

/** Half the cone's opening: 60 degrees each side of the direction. */
export const CONE_HALF_ANGLE = 60;

export function nearestInDirection(
  regions: readonly RegionInfo[],
  from: number,
  direction: Direction,
  halfAngle = CONE_HALF_ANGLE,
): number | null {
  const start = regions.find((r) => r.id === from);
  if (!start) return null;
  const [dx, dy] = VECTORS[direction];
  const tan = Math.tan((halfAngle * Math.PI) / 180);
  let best: number | null = null;
  let bestScore = Infinity;
  for (const r of regions) {
    if (r.id === from) continue;
    const vx = r.centroid.x - start.centroid.x;
    const vy = r.centroid.y - start.centroid.y;
    const along = vx * dx + vy * dy;
    const across = Math.abs(vx * dy - vy * dx);
    if (along <= 0 || across > along * tan) continue;
    const score = along + 2 * across;
    if (score < bestScore || (score === bestScore && best !== null && r.id < best)) {
      best = r.id;
      bestScore = score;
    }
  }
  return best;
}

/** Where keyboard focus starts: the biggest region that is not the background. */
export function firstRegion(regions: readonly RegionInfo[], background: number): number | null {
  let best: RegionInfo | null = null;
  for (const r of regions) if (r.id !== background && (!best || r.area > best.area)) best = r;
  return best?.id ?? regions[0]?.id ?? null;
}
