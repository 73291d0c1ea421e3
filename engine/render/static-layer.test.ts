import type { Container } from "pixi.js";
import { describe, expect, it, vi } from "vitest";
import { staticLayers } from "./static-layer";
import type { SurfaceScene } from "./surface";

function setup(scale: number, resolution: number) {
  const scene = { root: { scale: { x: scale } }, renderer: { resolution } } as unknown as SurfaceScene;
  const layer = () => {
    const cacheAsTexture = vi.fn();
    return { cacheAsTexture, container: { cacheAsTexture } as unknown as Container };
  };
  return { layers: staticLayers(scene), layer, scene: scene as unknown as { root: { scale: { x: number } } } };
}

describe("staticLayers", () => {
  it("caches a layer at the density it is shown at, once while that holds", () => {
    const { layers, layer } = setup(1.22, 1);
    const board = layer();
    layers.add(board.container);
    expect(layers.refresh()).toBe(true);
    expect(board.cacheAsTexture).toHaveBeenLastCalledWith({ resolution: 1.25, antialias: true });
    expect(layers.refresh()).toBe(false);
    expect(board.cacheAsTexture).toHaveBeenCalledTimes(1);
  });

  it("caches it again, sharper or lighter, when the board's scale or the pixel ratio changes", () => {
    const { layers, layer, scene } = setup(1.22, 1);
    const board = layer();
    layers.add(board.container);
    layers.refresh();
    scene.root.scale.x = 1.23; // a pixel or two: the same quarter step
    expect(layers.refresh()).toBe(false);
    scene.root.scale.x = 0.72;
    expect(layers.refresh()).toBe(true);
    expect(board.cacheAsTexture.mock.calls.slice(1)).toEqual([[false], [{ resolution: 0.75, antialias: true }]]);
  });

  it("caches a layer added later on the next refresh, alone, and forgets cleared ones", () => {
    const { layers, layer } = setup(1, 2);
    const first = layer();
    const second = layer();
    layers.add(first.container);
    layers.refresh();
    layers.add(second.container);
    expect(layers.refresh()).toBe(true);
    expect(first.cacheAsTexture).toHaveBeenCalledTimes(1);
    expect(second.cacheAsTexture).toHaveBeenLastCalledWith({ resolution: 2, antialias: true });
    layers.clear();
    expect(layers.refresh()).toBe(false);
  });
});
