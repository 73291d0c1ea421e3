/**
 * A coloured-in page as plain data: a colour per filled region, then brush strokes on top in the order
 * drawn. Every stroke belongs to the region it started in and paints only there, so filling a region
 * again replaces everything in it (its strokes are dropped), which keeps a picture small however long
 * it is worked on. An eraser stroke has no colour: it clears fill and paint under it back to paper.
 * A region's fill is one colour or a gradient of two.
 */
import type { Gradient } from "./gradient.ts";
import { decodePoints, encodePoints } from "./points-codec.ts";

/** #rrggbb */
export type Colour = string;

/** What fills a region: one colour, or a gradient between two. */
export type Fill = Colour | Gradient;

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
  readonly fills: ReadonlyMap<number, Fill>;
  readonly strokes: readonly Stroke[];
}

export function emptyPicture(page: string): Picture {
  return { page, fills: new Map(), strokes: [] };
}

export function isBlank(picture: Picture): boolean {
  return picture.fills.size === 0 && picture.strokes.length === 0;
}

/** Fills a region (null empties it back to paper); brush strokes in that region go. */
export function fillRegion(picture: Picture, region: number, colour: Fill | null): Picture {
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
  const colours = new Set<Colour>();
  for (const f of picture.fills.values()) {
    if (typeof f === "string") colours.add(f);
    else colours.add(f.from).add(f.to);
  }
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
  /** [region, fill] ascending by region. */
  readonly fills: readonly (readonly [number, FillJson])[];
  readonly strokes: readonly StrokeJson[];
}

/** A colour as itself; a gradient as its kind (l, r), colours and points. */
export type FillJson =
  Colour | { readonly g: "l" | "r"; readonly a: Colour; readonly b: Colour; readonly p: readonly number[] };

export function fillToJson(fill: Fill): FillJson {
  if (typeof fill === "string") return fill;
  return { g: fill.kind === "linear" ? "l" : "r", a: fill.from, b: fill.to, p: [fill.x0, fill.y0, fill.x1, fill.y1] };
}

export function fillFromJson(json: unknown): Fill | null {
  if (isColour(json)) return json;
  if (typeof json !== "object" || json === null) return null;
  const { g, a, b, p } = json as Record<string, unknown>;
  if ((g !== "l" && g !== "r") || !isColour(a) || !isColour(b) || !Array.isArray(p) || p.length !== 4) return null;
  if (!p.every((v) => Number.isInteger(v) && Math.abs(v as number) < 1e6)) return null;
  const [x0, y0, x1, y1] = p as number[];
  return { kind: g === "l" ? "linear" : "radial", from: a, to: b, x0: x0!, y0: y0!, x1: x1!, y1: y1! };
}

export function strokeToJson(s: Stroke): StrokeJson {
  return { r: s.region, c: s.colour, s: s.size, p: encodePoints(s.points) };
}

export function pictureToJson(picture: Picture): PictureJson {
  return {
    v: 1,
    page: picture.page,
    fills: [...picture.fills].sort((a, b) => a[0] - b[0]).map(([r, f]) => [r, fillToJson(f)] as const),
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
  const map = new Map<number, Fill>();
  for (const f of fills) {
    const fill = Array.isArray(f) ? fillFromJson(f[1]) : null;
    if (!fill || !isRegion(f[0])) return null;
    map.set(f[0], fill);
  }
  const parsed = strokes.map(strokeFromJson);
  if (parsed.some((s) => s === null)) return null;
  return { page, fills: map, strokes: parsed as Stroke[] };
}
