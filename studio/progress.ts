/**
 * How far a picture has come: which parts (regions) carry colour and which are still paper. A part
 * counts as coloured when it is filled, or when a brush stroke with a colour is in it (an eraser
 * stroke is paper). Pure: the session's progress line, "Show me what's left" and the finish all
 * read it.
 */
import type { Picture } from "./picture.ts";
import { allRegions, type RegionMap } from "./region-map.ts";

export interface Progress {
  readonly coloured: number;
  readonly total: number;
  /** The parts still paper, largest first (the ones easiest to find come first). */
  readonly left: readonly number[];
}

export function pictureProgress(map: RegionMap, picture: Picture): Progress {
  const painted = new Set<number>(picture.fills.keys());
  for (const stroke of picture.strokes) if (stroke.colour !== null) painted.add(stroke.region);
  const regions = allRegions(map);
  const left = regions
    .filter((r) => !painted.has(r.id))
    .sort((a, b) => b.area - a.area)
    .map((r) => r.id);
  return { coloured: regions.length - left.length, total: regions.length, left };
}

export const isFinished = (p: Progress) => p.total > 0 && p.left.length === 0;

/** "31 of 50 parts coloured" (British spelling, as the studio says everywhere). */
export function progressText(p: Progress): string {
  if (isFinished(p)) return `All ${p.total} parts coloured`;
  return `${p.coloured} of ${p.total} ${p.total === 1 ? "part" : "parts"} coloured`;
}
