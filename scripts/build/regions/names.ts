/**
 * Names regions from the key rendering: a region takes the name of the data-region shape whose key
 * colour covers most of it, when that is at least half of its pixels (a region the named shape only
 * brushes past stays unnamed). The region in the page's top-left corner is the background unless a
 * shape names it. Everything else is "area N".
 */
import { keyIndex } from "./rasterise.ts";

export const MIN_SHARE = 0.5;

export function nameRegions(
  ids: Uint16Array,
  count: number,
  keyRgb: Uint8Array,
  names: readonly string[],
  background: string,
): string[] {
  const votes = new Map<number, number>();
  const area = new Float64Array(count + 1);
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    if (!id) continue;
    area[id]!++;
    const k = keyIndex(keyRgb[i * 3]!, keyRgb[i * 3 + 1]!, keyRgb[i * 3 + 2]!);
    if (k < 0) continue;
    const key = id * 256 + k;
    votes.set(key, (votes.get(key) ?? 0) + 1);
  }
  const best = new Map<number, { k: number; n: number }>();
  for (const [key, n] of votes) {
    const id = Math.floor(key / 256);
    const current = best.get(id);
    if (!current || n > current.n) best.set(id, { k: key % 256, n });
  }
  const out: string[] = [];
  for (let id = 1; id <= count; id++) {
    const vote = best.get(id);
    const named = vote && vote.n >= MIN_SHARE * area[id]! ? names[vote.k] : undefined;
    out[id] = named ?? (id === ids[0] ? background : `area ${id}`);
  }
  return out;
}
