/**
 * Which regions have pixels in which parts of the picture. A region's bounds can span the whole
 * page (the background wraps round everything) while its pixels miss most of the tiles inside
 * them; a repaint skips those tiles without reading a pixel.
 */
import type { Bounds, RegionMap } from "./region-map.ts";

export interface TileRegions {
  has(tile: number, region: number): boolean;
}

export function tileRegions(map: RegionMap, tiles: readonly Bounds[]): TileRegions {
  const stride = map.regions.length + 1;
  const present = new Uint8Array(tiles.length * stride);
  const { ids, width } = map;
  tiles.forEach((t, i) => {
    const at = i * stride;
    for (let y = t.y; y < t.y + t.height; y++) {
      const row = y * width;
      for (let x = t.x; x < t.x + t.width; x++) present[at + ids[row + x]!] = 1;
    }
  });
  return { has: (tile, region) => region < stride && present[tile * stride + region] === 1 };
}
