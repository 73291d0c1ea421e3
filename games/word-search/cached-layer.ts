import type { Container } from "pixi.js";

/**
 * Keeps a layer that never changes (the board and its 144 cells) drawn once into a texture, at the
 * pixel density the board is shown at. Drawn as shapes it is thousands of triangles every frame,
 * which software WebGL (Chromium's SwiftShader, where a GPU is blocklisted) pays for in full: a
 * frame of Word Search cost 139 ms of its CPU with the shapes and 68 ms with this texture.
 * `refresh()` caches it again when the board's scale or the screen's pixel ratio has changed, and
 * says whether it did (the frame must then be drawn).
 */
export function cacheAtDisplayDensity(layer: Container, density: () => number): { refresh(): boolean } {
  let cachedAt = 0;
  return {
    refresh() {
      // Quarter steps: a resize by a pixel or two keeps the texture it has.
      const wanted = Math.max(0.25, Math.ceil(density() * 4) / 4);
      if (wanted === cachedAt) return false;
      if (cachedAt !== 0) layer.cacheAsTexture(false);
      layer.cacheAsTexture({ resolution: wanted, antialias: true });
      cachedAt = wanted;
      return true;
    },
  };
}
