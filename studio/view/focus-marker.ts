/**
 * The keyboard's current region, shown as the region itself hatched with a stripe and edged: the
 * exact shape, whatever the zoom, with the colour under it still visible between the stripes.
 */
import { BufferImageSource, Sprite, Texture } from "pixi.js";
import type { RegionMap } from "../region-map.ts";

const EDGE = 0xff8a2b5b; // ABGR words: an opaque deep violet
const STRIPE = 0x995a2b8a;

export function focusSprite(map: RegionMap, region: number): Sprite | null {
  const info = map.regions[region];
  if (!info) return null;
  const { x: bx, y: by, width: bw, height: bh } = info.bounds;
  const pixels = new Uint8Array(bw * bh * 4);
  const words = new Uint32Array(pixels.buffer);
  const { ids, width } = map;
  const inRegion = (x: number, y: number) =>
    x >= bx && y >= by && x < bx + bw && y < by + bh && ids[y * width + x] === region;
  const edge = 4;
  for (let y = by; y < by + bh; y++) {
    for (let x = bx; x < bx + bw; x++) {
      if (ids[y * width + x] !== region) continue;
      let onEdge = false;
      for (let d = 1; d <= edge && !onEdge; d++) {
        onEdge = !inRegion(x - d, y) || !inRegion(x + d, y) || !inRegion(x, y - d) || !inRegion(x, y + d);
      }
      const at = (y - by) * bw + (x - bx);
      if (onEdge) words[at] = EDGE;
      else if ((x + y) % 24 < 6) words[at] = STRIPE;
    }
  }
  const source = new BufferImageSource({
    resource: pixels,
    width: bw,
    height: bh,
    format: "rgba8unorm",
    alphaMode: "premultiply-alpha-on-upload",
  });
  const sprite = new Sprite(new Texture({ source }));
  sprite.position.set(bx, by);
  return sprite;
}
