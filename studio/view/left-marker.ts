/**
 * "Show me what's left": every part still paper, in one overlay of bright stripes over the page.
 * Drawn at a quarter of the map's resolution (a whole page is 1700 x 2200 pixels; a quarter
 * uploads in a blink on a phone) and scaled up: the stripes need no sharp edge, the lines on top
 * give it one.
 */
import { BufferImageSource, Sprite, Texture } from "pixi.js";
import type { RegionMap } from "../region-map.ts";

const STEP = 4;
const STRIPE = 0xc0b03cff; // ABGR words: a strong pink, mostly opaque
const TINT = 0x40b03cff;

export function leftSprite(map: RegionMap, regions: readonly number[]): Sprite | null {
  if (regions.length === 0) return null;
  const wanted = new Uint8Array(map.regions.length);
  for (const r of regions) wanted[r] = 1;
  const w = Math.ceil(map.width / STEP);
  const h = Math.ceil(map.height / STEP);
  const pixels = new Uint8Array(w * h * 4);
  const words = new Uint32Array(pixels.buffer);
  for (let y = 0; y < h; y++) {
    const row = Math.min(map.height - 1, y * STEP + 1) * map.width;
    for (let x = 0; x < w; x++) {
      const id = map.ids[row + Math.min(map.width - 1, x * STEP + 1)]!;
      if (!wanted[id]) continue;
      words[y * w + x] = (x + y) % 8 < 3 ? STRIPE : TINT;
    }
  }
  const source = new BufferImageSource({
    resource: pixels,
    width: w,
    height: h,
    format: "rgba8unorm",
    alphaMode: "premultiply-alpha-on-upload",
  });
  const sprite = new Sprite(new Texture({ source }));
  sprite.scale.set(STEP);
  return sprite;
}
