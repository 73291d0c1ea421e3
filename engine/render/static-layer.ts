import type { Container } from "pixi.js";
import type { SurfaceScene } from "./surface";

/**
 * A layer of a game's board that never changes, drawn once into a texture at the density the
 * board is shown at (its scale on the surface times the screen's pixel ratio). Drawn as shapes it
 * is thousands of triangles every frame, which software WebGL (Chromium's SwiftShader, where a GPU
 * is blocklisted) pays for in full: a frame of Word Search's board cost 139 ms of its CPU as
 * shapes and 68 ms as this texture. The view calls `refresh()` as it draws: it caches the layer
 * again when the density has changed, and says whether it did (the frame must then be drawn).
 */
export function staticLayer(layer: Container, scene: SurfaceScene): { refresh(): boolean } {
  let cachedAt = 0;
  return {
    refresh() {
      // Quarter steps: a resize by a pixel or two keeps the texture it has.
      const density = scene.root.scale.x * scene.renderer.resolution;
      const wanted = Math.max(0.25, Math.ceil(density * 4) / 4);
      if (wanted === cachedAt) return false;
      if (cachedAt !== 0) layer.cacheAsTexture(false);
      layer.cacheAsTexture({ resolution: wanted, antialias: true });
      cachedAt = wanted;
      return true;
    },
  };
}
