/**
 * Which regions have pixels in which parts of the picture. A region's bounds can span the whole
 * page (the background wraps round everything) while its pixels miss most of the tiles inside
 * them; a repaint skips those tiles without reading a pixel.
 */
import type { Bounds, RegionMap } from "./region-map.ts";

export interface TileRegions {
  has(tile: number, region: number): boolean;
  /** Every pixel of the tile is the region's: its fill is one span a row, with no look-up. */
  fills(tile: number, region: number): boolean;
}

export function tileRegions(map: RegionMap, tiles: readonly Bounds[]): TileRegions {
  const stride = map.regions.length + 1;
  const present = new Uint8Array(tiles.length * stride);
  /** The one region a tile is all of, or -1. */
  const only = new Int32Array(tiles.length).fill(-1);
  const { ids, width } = map;
  tiles.forEach((t, i) => {
    const at = i * stride;
    const first = ids[t.y * width + t.x]!;
    let uniform = true;
    for (let y = t.y; y < t.y + t.height; y++) {
      const row = y * width;
      for (let x = t.x; x < t.x + t.width; x++) {
        const id = ids[row + x]!;
        present[at + id] = 1;
        if (id !== first) uniform = false;
      }
    }
    if (uniform) only[i] = first;
  });
  return {
    has: (tile, region) => region < stride && present[tile * stride + region] === 1,
    fills: (tile, region) => only[tile] === region,
  };
}
