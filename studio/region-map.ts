/**
 * A coloring page's regions: which enclosed area every pixel of the page belongs to, and what is known
 * about each area. Made at build time (scripts/build/regions/make-regions.ts) into public/coloring-regions/{id}.json.
 * Pixel coordinates are in the map's own resolution (width x height), the page's viewBox scaled up.
 */
import { REGION_ENCODING, decodeCompactRegionIds, fromBase64 } from "./region-codec.ts";

/** Pixels that belong to no region: the lines themselves, and specks too small to colour. */
export const LINE = 0;

export interface Bounds {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The smallest box holding both. */
export function boundsUnion(a: Bounds, b: Bounds): Bounds {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  };
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface RegionInfo {
  readonly id: number;
  /** "the duck's body", "the background", or "area 12" when the art names nothing there. */
  readonly name: string;
  readonly area: number;
  readonly bounds: Bounds;
  /** Mean of the region's pixels; may fall outside a ring-shaped region. */
  readonly centroid: Point;
  /** A pixel of the region, the one nearest its centroid: where a focus marker can sit. */
  readonly inside: Point;
  /** Regions across one line from this one, ascending. */
  readonly neighbours: readonly number[];
}

/** The JSON file as stored: tuples keep it small. */
export interface RegionFile {
  readonly version: 1;
  readonly id: string;
  readonly title: string;
  /** Hash of the SVG source and the build's settings; the freshness test compares it. */
  readonly sourceHash: string;
  readonly width: number;
  readonly height: number;
  /** Size of the SVG's viewBox, to map page units to map pixels. */
  readonly viewWidth: number;
  readonly viewHeight: number;
  readonly encoding: typeof REGION_ENCODING;
  readonly data: string;
  /** [id, name, area, [x, y, w, h], [cx, cy], [ix, iy], neighbours] */
  readonly regions: readonly RegionTuple[];
}

export type RegionTuple = readonly [
  id: number,
  name: string,
  area: number,
  bounds: readonly [number, number, number, number],
  centroid: readonly [number, number],
  inside: readonly [number, number],
  neighbours: readonly number[],
];

export interface RegionMap {
  readonly id: string;
  readonly title: string;
  readonly width: number;
  readonly height: number;
  readonly viewWidth: number;
  readonly viewHeight: number;
  /**
   * Region id of every pixel, row-major: one byte a pixel when every id fits (3.7 MB of the
   * studio's memory for a print-size page), else two.
   */
  readonly ids: Uint8Array | Uint16Array;
  /** Indexed by region id; index 0 (LINE) is empty. */
  readonly regions: readonly (RegionInfo | undefined)[];
}

export function regionToTuple(r: RegionInfo): RegionTuple {
  return [
    r.id,
    r.name,
    r.area,
    [r.bounds.x, r.bounds.y, r.bounds.width, r.bounds.height],
    [r.centroid.x, r.centroid.y],
    [r.inside.x, r.inside.y],
    r.neighbours,
  ];
}

export function regionFromTuple(t: RegionTuple): RegionInfo {
  const [id, name, area, [x, y, width, height], [cx, cy], [ix, iy], neighbours] = t;
  return {
    id,
    name,
    area,
    bounds: { x, y, width, height },
    centroid: { x: cx, y: cy },
    inside: { x: ix, y: iy },
    neighbours,
  };
}

export function decodeRegionMap(file: RegionFile): RegionMap {
  if (file.version !== 1 || file.encoding !== REGION_ENCODING) {
    throw new Error(`unknown region map format ${String(file.version)}/${String(file.encoding)}`);
  }
  const ids = decodeCompactRegionIds(fromBase64(file.data), file.width, file.height);
  const regions: (RegionInfo | undefined)[] = [];
  for (const tuple of file.regions) regions[tuple[0]] = regionFromTuple(tuple);
  return {
    id: file.id,
    title: file.title,
    width: file.width,
    height: file.height,
    viewWidth: file.viewWidth,
    viewHeight: file.viewHeight,
    ids,
    regions,
  };
}

/** Region id under a map pixel; LINE outside the map or on a line. Fractions are floored. */
export function regionAt(map: RegionMap, x: number, y: number): number {
  const px = Math.floor(x);
  const py = Math.floor(y);
  if (!(px >= 0 && py >= 0 && px < map.width && py < map.height)) return LINE;
  return map.ids[py * map.width + px]!;
}

/** Region id under a point given in the SVG's viewBox units. */
export function regionAtViewPoint(map: RegionMap, x: number, y: number): number {
  return regionAt(map, (x * map.width) / map.viewWidth, (y * map.height) / map.viewHeight);
}

export function regionInfo(map: RegionMap, id: number): RegionInfo | undefined {
  return id === LINE ? undefined : map.regions[id];
}

export function regionBounds(map: RegionMap, id: number): Bounds | undefined {
  return regionInfo(map, id)?.bounds;
}

/** Every region, ascending by id. */
export function allRegions(map: RegionMap): RegionInfo[] {
  return map.regions.filter((r): r is RegionInfo => r !== undefined);
}

export function backgroundRegion(map: RegionMap): number {
  return map.ids[0]!;
}
