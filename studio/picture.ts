/**
 * A coloured-in page as plain data: a colour per filled region, then brush strokes on top in the order
 * drawn. Every stroke belongs to the region it started in and paints only there, so filling a region
 * again replaces everything in it (its strokes are dropped), which keeps a picture small however long
 * it is worked on. An eraser stroke has no colour: it clears fill and paint under it back to paper.
 */
import { decodePoints, encodePoints } from "./points-codec.ts";

/** #rrggbb */
export type Colour = string;

export interface Stroke {
  readonly region: number;
  /** null: the eraser. */
  readonly colour: Colour | null;
  /** Brush diameter in map pixels. */
  readonly size: number;
  /** x0, y0, x1, y1, ... in map pixels, whole numbers. */
  readonly points: readonly number[];
}

export interface Picture {
  /** The coloring page's id, e.g. "bubble-bath-duck". */
  readonly page: string;
  readonly fills: ReadonlyMap<number, Colour>;
  readonly strokes: readonly Stroke[];
}

export function emptyPicture(page: string): Picture {
  return { page, fills: new Map(), strokes: [] };
}

export function isBlank(picture: Picture): boolean {
  return picture.fills.size === 0 && picture.strokes.length === 0;
}

/** Fills a region (null empties it back to paper); brush strokes in that region go. */
export function fillRegion(picture: Picture, region: number, colour: Colour | null): Picture {
  const fills = new Map(picture.fills);
  if (colour === null) fills.delete(region);
  else fills.set(region, colour);
  return { ...picture, fills, strokes: picture.strokes.filter((s) => s.region !== region) };
}

export function addStroke(picture: Picture, stroke: Stroke): Picture {
  return { ...picture, strokes: [...picture.strokes, stroke] };
}

/** How many different colours are on the picture, fills and strokes together. */
export function coloursUsed(picture: Picture): number {
  const colours = new Set<Colour>(picture.fills.values());
  for (const s of picture.strokes) if (s.colour !== null) colours.add(s.colour);
  return colours.size;
}

export function clearPicture(picture: Picture): Picture {
  return emptyPicture(picture.page);
}

export interface StrokeJson {
  readonly r: number;
  readonly c: Colour | null;
  readonly s: number;
  /** points-codec string */
  readonly p: string;
}

export interface PictureJson {
  readonly v: 1;
  readonly page: string;
  /** [region, colour] ascending by region. */
  readonly fills: readonly (readonly [number, Colour])[];
  readonly strokes: readonly StrokeJson[];
}

export function strokeToJson(s: Stroke): StrokeJson {
  return { r: s.region, c: s.colour, s: s.size, p: encodePoints(s.points) };
}

export function pictureToJson(picture: Picture): PictureJson {
  return {
    v: 1,
    page: picture.page,
    fills: [...picture.fills].sort((a, b) => a[0] - b[0]),
    strokes: picture.strokes.map(strokeToJson),
  };
}

const COLOUR = /^#[0-9a-f]{6}$/i;
const isRegion = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0 && (v as number) <= 0xffff;
const isColour = (v: unknown): v is Colour => typeof v === "string" && COLOUR.test(v);

export function strokeFromJson(json: unknown): Stroke | null {
  if (typeof json !== "object" || json === null) return null;
  const { r, c, s, p } = json as Record<string, unknown>;
  if (!isRegion(r) || !(c === null || isColour(c)) || typeof s !== "number" || !(s > 0) || typeof p !== "string") {
    return null;
  }
  try {
    return { region: r, colour: c, size: s, points: decodePoints(p) };
  } catch {
    return null;
  }
}

/** A stored picture, or null if it is not one (old format, damaged storage). */
export function pictureFromJson(json: unknown): Picture | null {
  if (typeof json !== "object" || json === null) return null;
  const { v, page, fills, strokes } = json as Record<string, unknown>;
  if (v !== 1 || typeof page !== "string" || !Array.isArray(fills) || !Array.isArray(strokes)) return null;
  const map = new Map<number, Colour>();
  for (const f of fills) {
    if (!Array.isArray(f) || !isRegion(f[0]) || !isColour(f[1])) return null;
    map.set(f[0], f[1]);
  }
  const parsed = strokes.map(strokeFromJson);
  if (parsed.some((s) => s === null)) return null;
  return { page, fills: map, strokes: parsed as Stroke[] };
}
