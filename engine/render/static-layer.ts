import type { Container } from "pixi.js";
import type { SurfaceScene } from "./surface";

/** Layers drawn once into textures: see `staticLayers`. */
export interface StaticLayers {
  /** Layers to cache from the next `refresh()` on (a hidden one is drawn when it first shows). */
  add(...layers: Container[]): void;
  /** Forgets every layer (a view that destroys its layers to build new ones). */
  clear(): void;
  /** Caches each layer not yet cached at the board's density; says whether any was (draw the frame). */
  refresh(): boolean;
}

/**
 * Layers of a game's board that never change, each drawn once into a texture at the density the
 * board is shown at (its scale on the surface times the screen's pixel ratio). Drawn as shapes they
 * are thousands of triangles every frame, which software WebGL (Chromium's SwiftShader, where a GPU
 * is blocklisted) pays for in full: a frame of Word Search's board cost 139 ms of its CPU as
 * shapes and 68 ms as a texture. The view calls `refresh()` as it draws: it caches the layers again
 * when the density has changed.
 */
export function staticLayers(scene: SurfaceScene): StaticLayers {
  /** Each layer, and the resolution it is cached at (0: not yet). */
  const layers = new Map<Container, number>();
  return {
    add(...added) {
      for (const layer of added) layers.set(layer, 0);
    },
    clear() {
      layers.clear();
    },
    refresh() {
      // Quarter steps: a resize by a pixel or two keeps the textures there are.
      const density = scene.root.scale.x * scene.renderer.resolution;
      const wanted = Math.max(0.25, Math.ceil(density * 4) / 4);
      let cached = false;
      for (const [layer, at] of layers) {
        if (at === wanted) continue;
        if (at !== 0) layer.cacheAsTexture(false);
        layer.cacheAsTexture({ resolution: wanted, antialias: true });
        layers.set(layer, wanted);
        cached = true;
      }
      return cached;
    },
  };
}
