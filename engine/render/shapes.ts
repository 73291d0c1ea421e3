import { Graphics, type Texture } from "pixi.js";
import type { Scene } from "./surface";

/**
 * Draws a shape once into a texture the scene owns (released when the game unmounts): for
 * sprites drawn many times a frame, cheaper than redrawing the path each time.
 */
export function bakeTexture(scene: Scene, draw: (g: Graphics) => void): Texture {
  const { renderer } = scene;
  const g = new Graphics();
  draw(g);
  const texture = renderer.generateTexture({ target: g, resolution: Math.max(2, renderer.resolution) });
  g.destroy();
  return scene.own(texture);
}
