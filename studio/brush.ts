/**
 * Where a brush stroke may paint: only inside the region it started in, so a wobbly hand cannot
 * colour over a line into the next area. Masks are cut to the region's bounds.
 */
import { LINE, regionAt, type Bounds, type RegionMap } from "./region-map.ts";

export interface Mask {
  readonly bounds: Bounds;
  /** 1 where paint may land, row-major over bounds. */
  readonly data: Uint8Array;
}

/** How far (map pixels) from a stroke's first point to look for a region when it starts on a line. */
export const START_REACH = 12;

/**
 * The region a stroke belongs to: under its first point, or when that is on a line, the region of
 * the nearest pixel within START_REACH of it. LINE if there is none.
 */
export function strokeRegion(map: RegionMap, points: readonly number[]): number {
  if (points.length < 2) return LINE;
  const x0 = Math.floor(points[0]!);
  const y0 = Math.floor(points[1]!);
  const here = regionAt(map, x0, y0);
  if (here !== LINE) return here;
  let best = LINE;
  let bestD = Infinity;
  for (let dy = -START_REACH; dy <= START_REACH; dy++) {
    for (let dx = -START_REACH; dx <= START_REACH; dx++) {
      const d = dx * dx + dy * dy;
      if (d >= bestD || d > START_REACH * START_REACH) continue;
      const id = regionAt(map, x0 + dx, y0 + dy);
      if (id !== LINE) {
        best = id;
        bestD = d;
      }
    }
  }
  return best;
}

/** Every pixel of a region, within its bounds. */
export function regionMask(map: RegionMap, region: number): Mask | null {
  const bounds = map.regions[region]?.bounds;
  if (!bounds || region === LINE) return null;
  const data = new Uint8Array(bounds.width * bounds.height);
  for (let y = 0; y < bounds.height; y++) {
    const from = (bounds.y + y) * map.width + bounds.x;
    for (let x = 0; x < bounds.width; x++) if (map.ids[from + x] === region) data[y * bounds.width + x] = 1;
  }
  return { bounds, data };
}

function distanceToSegmentSquared(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length));
  return (px - ax - t * dx) ** 2 + (py - ay - t * dy) ** 2;
}

/**
 * The pixels a stroke paints: those within size/2 of its path (a round brush) that lie in its region.
 * Null when it paints nothing.
 */
export function strokeMask(
  map: RegionMap,
  stroke: { readonly region: number; readonly size: number; readonly points: readonly number[] },
): Mask | null {
  const region = map.regions[stroke.region];
  if (!region || stroke.points.length < 2) return null;
  const r = stroke.size / 2;
  const xs = stroke.points.filter((_, i) => i % 2 === 0);
  const ys = stroke.points.filter((_, i) => i % 2 === 1);
  const rb = region.bounds;
  const x0 = Math.max(rb.x, Math.floor(Math.min(...xs) - r));
  const y0 = Math.max(rb.y, Math.floor(Math.min(...ys) - r));
  const x1 = Math.min(rb.x + rb.width, Math.ceil(Math.max(...xs) + r) + 1);
  const y1 = Math.min(rb.y + rb.height, Math.ceil(Math.max(...ys) + r) + 1);
  if (x1 <= x0 || y1 <= y0) return null;
  const bounds = { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
  const data = new Uint8Array(bounds.width * bounds.height);
  const r2 = r * r;
  let any = false;
  const segments = Math.max(1, xs.length - 1);
  for (let s = 0; s < segments; s++) {
    const ax = xs[s]!;
    const ay = ys[s]!;
    const bx = xs[Math.min(s + 1, xs.length - 1)]!;
    const by = ys[Math.min(s + 1, ys.length - 1)]!;
    const sx0 = Math.max(x0, Math.floor(Math.min(ax, bx) - r));
    const sx1 = Math.min(x1, Math.ceil(Math.max(ax, bx) + r) + 1);
    const sy0 = Math.max(y0, Math.floor(Math.min(ay, by) - r));
    const sy1 = Math.min(y1, Math.ceil(Math.max(ay, by) + r) + 1);
    for (let y = sy0; y < sy1; y++) {
      for (let x = sx0; x < sx1; x++) {
        const at = (y - y0) * bounds.width + (x - x0);
        if (data[at] || map.ids[y * map.width + x] !== stroke.region) continue;
        if (distanceToSegmentSquared(x + 0.5, y + 0.5, ax, ay, bx, by) <= r2) {
          data[at] = 1;
          any = true;
        }
      }
    }
  }
  return any ? { bounds, data } : null;
}

/**
 * The mirror: a stroke reflected in the page's vertical centre line. Pixel x (its centre at x + 0.5)
 * lands on pixel width - 1 - x.
 */
export function mirrorPoints(map: RegionMap, points: readonly number[]): number[] {
  return points.map((v, i) => (i % 2 === 0 ? map.width - 1 - v : v));
}

/**
 * A stroke's reflection, belonging to the region its own first point lands in (not the original's),
 * so each half is clipped to its own region; null when the reflection starts on no region.
 */
export function mirroredStroke<S extends { readonly region: number; readonly points: readonly number[] }>(
  map: RegionMap,
  stroke: S,
): S | null {
  const points = mirrorPoints(map, stroke.points);
  const region = strokeRegion(map, points);
  return region === LINE ? null : { ...stroke, region, points };
}
