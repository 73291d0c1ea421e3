/**
 * The studio before its drawing has loaded: a page's region map, a session over it, and a plain
 * 2D canvas that shows what the session's fills do. No PixiJS: this is all a first tap needs, so
 * a phone can colour while the drawing's code (about 200 KB) is still on its way. The drawing
 * takes over the same session later (see mountStudioView), and the canvas is put away.
 */
import { changedParts, paintMap, paintPicture, paintRegion, wholePicture } from "./paint.ts";
import { boundsUnion, decodeRegionMap, type Bounds, type RegionFile, type RegionMap } from "./region-map.ts";
import type { StudioSession } from "./session.ts";

export { createSession, type SessionEvents, type SessionStorage, type StudioSession } from "./session.ts";
export type { RegionMap } from "./region-map.ts";
export { coloursUsed } from "./picture.ts";

export const regionFileUrl = (id: string) => `/coloring-regions/${id}.json`;

/** Fetches and decodes a page's region map; the map's line pixels near a region go to it (see paint.ts). */
export async function fetchRegionMap(id: string): Promise<RegionMap> {
  const response = await fetch(regionFileUrl(id));
  if (!response.ok) throw new Error(`region map ${id}: ${response.status}`);
  return paintMap(decodeRegionMap((await response.json()) as RegionFile));
}

/** Downloads a page's full-size line art (what the drawing multiplies over the colours). */
export async function fetchLineArt(id: string, url: string): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`line art ${id}: ${response.status}`);
  return response.blob();
}

export interface QuickLayer {
  /**
   * Draws the picture on canvases of the map's shape: all of it on a canvas new to the layer,
   * else what changed since the last call (React may show the page's canvas twice for a moment,
   * or replace it: each one given is kept up to date).
   */
  present(canvases: Iterable<HTMLCanvasElement>): void;
  stop(): void;
}

/**
 * The session's picture as RGBA pixels at the map's size (the painter the drawing uses, so the
 * colours are the same), kept up to date as the session changes. Paper is left transparent until
 * the picture has a change, so a blank page costs nothing to show: the canvas is laid over the
 * line art with `mix-blend-mode: multiply`, where transparent and white both leave the lines be.
 */
export function createQuickLayer(session: StudioSession, onChange: () => void): QuickLayer {
  const map = session.map;
  let shown = session.store.getState().history.current;
  // Made at the first thing to show: a blank page needs no pixels (15 MB for the largest) at all.
  let pixels: { words: Uint32Array; image: ImageData } | null = null;
  const paint = () => {
    if (pixels) return pixels;
    const words = new Uint32Array(map.width * map.height);
    pixels = { words, image: new ImageData(new Uint8ClampedArray(words.buffer), map.width, map.height) };
    return pixels;
  };
  if (shown.fills.size > 0 || shown.strokes.length > 0) paintPicture(paint().words, map, shown);
  let dirty: Bounds | null = null;
  const drawn = new WeakSet<HTMLCanvasElement>();

  const unsubscribe = session.store.subscribe((state) => {
    const next = state.history.current;
    if (next === shown) return;
    const { words } = paint();
    for (const [region, clip] of changedParts(map, shown, next)) {
      const bounds = clip ?? map.regions[region]?.bounds;
      if (!bounds) continue;
      paintRegion(words, map, next, region, wholePicture(map), clip ? { clip } : {});
      dirty = dirty ? boundsUnion(dirty, bounds) : bounds;
    }
    shown = next;
    onChange();
  });

  return {
    present(canvases) {
      const changed = dirty;
      dirty = null;
      for (const canvas of canvases) {
        const fresh = !drawn.has(canvas);
        drawn.add(canvas);
        if (!pixels || (!fresh && !changed)) continue;
        const context = canvas.getContext("2d");
        if (!context) continue;
        if (canvas.width !== map.width) canvas.width = map.width;
        if (canvas.height !== map.height) canvas.height = map.height;
        if (fresh) context.putImageData(pixels.image, 0, 0);
        else if (changed) context.putImageData(pixels.image, 0, 0, changed.x, changed.y, changed.width, changed.height);
      }
    },
    stop: unsubscribe,
  };
}
