/**
 * The tiles a pixel layer is shown as. One texture the size of a print page (1700 x 2200, 15 MB)
 * is slow to change in software WebGL: an upload of a few rows of it cost from a few milliseconds
 * to seconds as the picture was worked on. Small textures stay cheap, and a change uploads only
 * the tiles it altered. Each tile's texture carries a one-pixel apron of its
 * neighbours' pixels, so linear filtering blends across a tile's edge as one texture would: no seams.
 */

/** A rectangle of pixels. */
export interface PixelBounds {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export const TILE_SIZE = 256;

export interface Tile {
  /** The part of the picture the tile shows. */
  readonly inner: PixelBounds;
  /** The part its texture holds: inner plus the apron, cut to the picture. */
  readonly outer: PixelBounds;
}

export function tileGrid(width: number, height: number, size = TILE_SIZE): Tile[] {
  const tiles: Tile[] = [];
  for (let y = 0; y < height; y += size) {
    for (let x = 0; x < width; x += size) {
      const inner = { x, y, width: Math.min(size, width - x), height: Math.min(size, height - y) };
      const ox = Math.max(0, x - 1);
      const oy = Math.max(0, y - 1);
      const outer = {
        x: ox,
        y: oy,
        width: Math.min(width, x + inner.width + 1) - ox,
        height: Math.min(height, y + inner.height + 1) - oy,
      };
      tiles.push({ inner, outer });
    }
  }
  return tiles;
}

/** Indexes of the tiles (row-major, `size` apart) whose textures hold any pixel of bounds. */
export function tilesAt(bounds: PixelBounds, width: number, height: number, size = TILE_SIZE): number[] {
  if (bounds.width <= 0 || bounds.height <= 0) return [];
  const columns = Math.ceil(width / size);
  const rows = Math.ceil(height / size);
  // The apron means a pixel on a tile's edge also lives in the neighbour's texture.
  const c0 = Math.max(0, Math.floor((bounds.x - 1) / size));
  const r0 = Math.max(0, Math.floor((bounds.y - 1) / size));
  const c1 = Math.min(columns - 1, Math.floor((bounds.x + bounds.width) / size));
  const r1 = Math.min(rows - 1, Math.floor((bounds.y + bounds.height) / size));
  const found: number[] = [];
  for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) found.push(r * columns + c);
  return found;
}
