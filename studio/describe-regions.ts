/** Measures each labelled region: area, bounds, centroid, an inside point, and its neighbours across a line. */
import type { RegionInfo } from "./region-map.ts";

export type Measured = Omit<RegionInfo, "name">;

/**
 * Two regions are neighbours when a straight run of line pixels no longer than maxGap, along a row or
 * a column, separates them (or they touch), at least minHits times.
 */
export function describeRegions(
  ids: Uint16Array,
  width: number,
  height: number,
  count: number,
  maxGap: number,
  minHits = 2,
): Measured[] {
  const area = new Float64Array(count + 1);
  const sumX = new Float64Array(count + 1);
  const sumY = new Float64Array(count + 1);
  const minX = new Int32Array(count + 1).fill(width);
  const minY = new Int32Array(count + 1).fill(height);
  const maxX = new Int32Array(count + 1).fill(-1);
  const maxY = new Int32Array(count + 1).fill(-1);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const id = ids[y * width + x]!;
      if (!id) continue;
      area[id]!++;
      sumX[id]! += x + 0.5;
      sumY[id]! += y + 0.5;
      if (x < minX[id]!) minX[id] = x;
      if (x > maxX[id]!) maxX[id] = x;
      if (y < minY[id]!) minY[id] = y;
      if (y > maxY[id]!) maxY[id] = y;
    }
  }
  const cx = (id: number) => sumX[id]! / area[id]!;
  const cy = (id: number) => sumY[id]! / area[id]!;

  const insideAt = new Int32Array(count + 1).fill(-1);
  const insideD = new Float64Array(count + 1).fill(Infinity);
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    if (!id) continue;
    const d = ((i % width) + 0.5 - cx(id)) ** 2 + (Math.floor(i / width) + 0.5 - cy(id)) ** 2;
    if (d < insideD[id]!) {
      insideD[id] = d;
      insideAt[id] = i;
    }
  }

  const hits = new Map<number, number>();
  const meet = (a: number, b: number) => {
    if (a === b || !a || !b) return;
    const key = a < b ? a * 65536 + b : b * 65536 + a;
    hits.set(key, (hits.get(key) ?? 0) + 1);
  };
  const scan = (length: number, at: (k: number) => number) => {
    let last = 0;
    let gap = 0;
    for (let k = 0; k < length; k++) {
      const id = at(k);
      if (!id) {
        gap++;
        continue;
      }
      if (last && gap <= maxGap) meet(last, id);
      last = id;
      gap = 0;
    }
  };
  for (let y = 0; y < height; y++) scan(width, (x) => ids[y * width + x]!);
  for (let x = 0; x < width; x++) scan(height, (y) => ids[y * width + x]!);
  const neighbours: number[][] = Array.from({ length: count + 1 }, () => []);
  for (const [key, n] of hits) {
    if (n < minHits) continue;
    const a = Math.floor(key / 65536);
    const b = key % 65536;
    neighbours[a]!.push(b);
    neighbours[b]!.push(a);
  }

  const round1 = (v: number) => Math.round(v * 10) / 10;
  const out: Measured[] = [];
  for (let id = 1; id <= count; id++) {
    const at = insideAt[id]!;
    out.push({
      id,
      area: area[id]!,
      bounds: { x: minX[id]!, y: minY[id]!, width: maxX[id]! - minX[id]! + 1, height: maxY[id]! - minY[id]! + 1 },
      centroid: { x: round1(cx(id)), y: round1(cy(id)) },
      inside: { x: at % width, y: Math.floor(at / width) },
      neighbours: neighbours[id]!.sort((a, b) => a - b),
    });
  }
  return out;
}
