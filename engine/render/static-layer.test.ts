import type { Container } from "pixi.js";
import { describe, expect, it, vi } from "vitest";
import { staticLayer } from "./static-layer";
import type { SurfaceScene } from "./surface";

function setup(scale: number, resolution: number) {
  const cacheAsTexture = vi.fn();
  const scene = { root: { scale: { x: scale } }, renderer: { resolution } } as unknown as SurfaceScene;
  const layer = staticLayer({ cacheAsTexture } as unknown as Container, scene);
  return { layer, cacheAsTexture, scene: scene as unknown as { root: { scale: { x: number } } } };
}

describe("staticLayer", () => {
  it("caches the layer at the density it is shown at, once while that holds", () => {
    const { layer, cacheAsTexture } = setup(1.22, 1);
    expect(layer.refresh()).toBe(true);
    expect(cacheAsTexture).toHaveBeenLastCalledWith({ resolution: 1.25, antialias: true });
    expect(layer.refresh()).toBe(false);
    expect(cacheAsTexture).toHaveBeenCalledTimes(1);
  });

  it("caches it again, sharper or lighter, when the board's scale or the pixel ratio changes", () => {
    const { layer, cacheAsTexture, scene } = setup(1.22, 1);
    layer.refresh();
    scene.root.scale.x = 1.23; // a pixel or two: the same quarter step
    expect(layer.refresh()).toBe(false);
    scene.root.scale.x = 0.72;
    expect(layer.refresh()).toBe(true);
    expect(cacheAsTexture.mock.calls.slice(1)).toEqual([[false], [{ resolution: 0.75, antialias: true }]]);
  });
});
