/**
 * Turning a picture (data) into pixels: an RGBA buffer at the region map's size, white paper with
 * fills and brush strokes on it. The line art goes on top by multiplying (the screen's blend, the
 * saved PNG's composite), so the colour under a line's soft edge shows through it: no white rim.
 * For that, the colour layer reaches a little under the lines: `paintMap` gives each line pixel
 * near a region to that region. Used on screen and for the saved PNG alike.
 */
import { strokeMask, type Mask } from "./brush.ts";
import { paintGradient } from "./gradient.ts";
import type { Picture, Stroke } from "./picture.ts";
import { boundsUnion, LINE, type Bounds, type RegionInfo, type RegionMap } from "./region-map.ts";

/** How many pixels under the lines a region's colour reaches. */
export const UNDER_LINES = 2;

/** The region map with line pixels near a region given to it (reach: UNDER_LINES), bounds grown to match. */
export function paintMap(map: RegionMap, reach = UNDER_LINES): RegionMap {
  const { width, height } = map;
  const source = map.ids;
  // Only line pixels change: listed once, each pass looks at those still lines. (The page opens
  // with this on a phone's main thread, where a second scan of all 3.7 million pixels shows.)
  let lines = new Int32Array(1024);
  let count = 0;
  for (let at = 0; at < source.length; at++) {
    if (source[at] !== LINE) continue;
    if (count === lines.length) {
      const grown = new Int32Array(lines.length * 2);
      grown.set(lines);
      lines = grown;
    }
    lines[count++] = at;
  }
  const ids = source.slice();
  const found = new Uint16Array(count);
  for (let pass = 0; pass < reach; pass++) {
    // Every line pixel of this pass reads the map as the pass before left it.
    for (let i = 0; i < count; i++) {
      const at = lines[i]!;
      const x = at % width;
      // Plain ifs, numbers only: `a && b || c` mixes booleans in and runs many times slower.
      let id = LINE;
      if (x > 0) id = ids[at - 1]!;
      if (id === LINE && x < width - 1) id = ids[at + 1]!;
      if (id === LINE && at >= width) id = ids[at - width]!;
      if (id === LINE && at < width * (height - 1)) id = ids[at + width]!;
      found[i] = id;
    }
    let still = 0;
    for (let i = 0; i < count; i++) {
      if (found[i] === LINE) lines[still++] = lines[i]!;
      else ids[lines[i]!] = found[i]!;
    }
    count = still;
  }
  const regions = map.regions.map((r): RegionInfo | undefined => r && { ...r, bounds: grow(r.bounds, reach, map) });
  return { ...map, ids, regions };
}

function grow(b: Bounds, by: number, map: RegionMap): Bounds {
  const x = Math.max(0, b.x - by);
  const y = Math.max(0, b.y - by);
  return {
    x,
    y,
    width: Math.min(map.width, b.x + b.width + by) - x,
    height: Math.min(map.height, b.y + b.height + by) - y,
  };
}

const PAPER = 0xffffffff;

/** #rrggbb as the little-endian RGBA word a Uint32Array view over RGBA bytes holds. */
export function rgbaWord(hex: string | null): number {
  if (hex === null) return PAPER;
  const n = Number.parseInt(hex.slice(1), 16);
  return ((0xff << 24) | ((n & 0xff) << 16) | (n & 0xff00) | ((n >> 16) & 0xff)) >>> 0;
}

/** Stroke masks are worked out once per stroke; a stroke is never changed, only replaced. */
const masks = new WeakMap<Stroke, WeakMap<RegionMap, Mask | null>>();
export function cachedStrokeMask(map: RegionMap, stroke: Stroke): Mask | null {
  let byMap = masks.get(stroke);
  if (!byMap) masks.set(stroke, (byMap = new WeakMap()));
  if (!byMap.has(map)) byMap.set(map, strokeMask(map, stroke));
  return byMap.get(map)!;
}

/**
 * The painters below write into `words`, the pixels of `area` (row-major, `area.width` a row): the
 * whole picture by default, or one tile of the screen's layer. Each returns whether any pixel
 * changed, so a tile left as it was is not uploaded again.
 */
export const wholePicture = (map: RegionMap): Bounds => ({ x: 0, y: 0, width: map.width, height: map.height });

function overlap(a: Bounds, b: Bounds): Bounds | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const width = Math.min(a.x + a.width, b.x + b.width) - x;
  const height = Math.min(a.y + a.height, b.y + b.height) - y;
  return width > 0 && height > 0 ? { x, y, width, height } : null;
}

/** Paints mask's pixels that fall in clip; words are laid out over area. */
export function paintMask(words: Uint32Array, clip: Bounds, mask: Mask, word: number, area: Bounds = clip): boolean {
  const o = overlap(clip, mask.bounds);
  if (!o) return false;
  const mb = mask.bounds;
  const data = mask.data;
  let changed = false;
  for (let y = o.y; y < o.y + o.height; y++) {
    const m = (y - mb.y) * mb.width - mb.x;
    const a = (y - area.y) * area.width - area.x;
    for (let x = o.x; x < o.x + o.width; x++) {
      if (data[m + x] && words[a + x] !== word) {
        words[a + x] = word;
        changed = true;
      }
    }
  }
  return changed;
}

/**
 * Paints one region afresh (its fill, then its strokes) where it meets area and clip. `whole` says
 * every pixel of area is the region's (a tile inside it), so the fill needs no look-up.
 */
export function paintRegion(
  words: Uint32Array,
  map: RegionMap,
  picture: Picture,
  region: number,
  area: Bounds = wholePicture(map),
  { clip = area, whole: inside = false }: { clip?: Bounds; whole?: boolean } = {},
): boolean {
  const info = map.regions[region];
  const within = info && overlap(area, clip);
  const o = within && overlap(within, info.bounds);
  if (!o) return false;
  const fill = picture.fills.get(region) ?? null;
  const changed =
    fill !== null && typeof fill !== "string"
      ? paintGradient(words, map, region, fill, area, o, inside)
      : paintColour(words, map, region, rgbaWord(fill), area, o, inside);
  return paintStrokes(words, map, picture, region, area, within) || changed;
}

/** One colour over the region's pixels in o (cut to its bounds); `whole`: all of o is the region's. */
function paintColour(
  words: Uint32Array,
  map: RegionMap,
  region: number,
  word: number,
  area: Bounds,
  o: Bounds,
  whole: boolean,
): boolean {
  const { ids, width } = map;
  let changed = false;
  for (let y = o.y; y < o.y + o.height; y++) {
    const row = y * width;
    const a = (y - area.y) * area.width - area.x;
    if (whole) {
      words.fill(word, a + o.x, a + o.x + o.width);
      changed = true;
      continue;
    }
    for (let x = o.x; x < o.x + o.width; x++) {
      if (ids[row + x] === region && words[a + x] !== word) {
        words[a + x] = word;
        changed = true;
      }
    }
  }
  return changed;
}

function paintStrokes(
  words: Uint32Array,
  map: RegionMap,
  picture: Picture,
  region: number,
  area: Bounds,
  within: Bounds,
): boolean {
  let changed = false;
  for (const stroke of picture.strokes) {
    if (stroke.region !== region) continue;
    const mask = cachedStrokeMask(map, stroke);
    if (mask && paintMask(words, within, mask, rgbaWord(stroke.colour), area)) changed = true;
  }
  return changed;
}

/** The whole picture (or the part of it in area), from scratch. */
export function paintPicture(
  words: Uint32Array,
  map: RegionMap,
  picture: Picture,
  area: Bounds = wholePicture(map),
): void {
  const table = new Uint32Array(map.regions.length + 1).fill(PAPER);
  for (const [region, fill] of picture.fills) {
    if (region < table.length && typeof fill === "string") table[region] = rgbaWord(fill);
  }
  const { ids, width } = map;
  for (let y = area.y; y < area.y + area.height; y++) {
    const row = y * width;
    const a = (y - area.y) * area.width - area.x;
    for (let x = area.x; x < area.x + area.width; x++) words[a + x] = table[ids[row + x]!]!;
  }
  for (const [region, fill] of picture.fills) {
    const bounds = map.regions[region]?.bounds;
    const o = bounds && typeof fill !== "string" && overlap(area, bounds);
    if (o) paintGradient(words, map, region, fill, area, o);
  }
  for (const stroke of picture.strokes) {
    const mask = cachedStrokeMask(map, stroke);
    if (mask) paintMask(words, area, mask, rgbaWord(stroke.colour));
  }
}

/**
 * What to repaint between two pictures: per region, null when its fill changed (all of it), else
 * the bounds of the strokes that came or went, so undoing a stroke repaints the stroke's patch only.
 */
export function changedParts(map: RegionMap, before: Picture, after: Picture): Map<number, Bounds | null> {
  const parts = new Map<number, Bounds | null>();
  for (const [region, colour] of before.fills) if (after.fills.get(region) !== colour) parts.set(region, null);
  for (const [region, colour] of after.fills) if (before.fills.get(region) !== colour) parts.set(region, null);
  const had = new Set(before.strokes);
  const has = new Set(after.strokes);
  const strokes = [...before.strokes.filter((s) => !has.has(s)), ...after.strokes.filter((s) => !had.has(s))];
  for (const stroke of strokes) {
    const part = parts.get(stroke.region);
    if (part === null) continue;
    const mask = cachedStrokeMask(map, stroke);
    if (mask) parts.set(stroke.region, part ? boundsUnion(part, mask.bounds) : mask.bounds);
  }
  return parts;
}

/** The colour the picture shows at a map pixel (the colour layer, under the lines): the picker's. */
export function colourAt(map: RegionMap, picture: Picture, x: number, y: number): string {
  const px = Math.max(0, Math.min(map.width - 1, Math.floor(x)));
  const py = Math.max(0, Math.min(map.height - 1, Math.floor(y)));
  const word = new Uint32Array(1);
  paintPicture(word, map, picture, { x: px, y: py, width: 1, height: 1 });
  const w = word[0]!;
  return `#${[w & 0xff, (w >> 8) & 0xff, (w >> 16) & 0xff].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}
