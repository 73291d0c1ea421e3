import { BufferImageSource, Container, Rectangle, Sprite, Texture } from "pixi.js";
import { tileGrid, tilesAt, type PixelBounds } from "./pixel-tiles";

export type { PixelBounds };

/** One tile's pixels: RGBA words (little-endian, R in the low byte), row-major over `bounds`. */
export interface PixelTile {
  readonly bounds: PixelBounds;
  readonly words: Uint32Array;
}

/**
 * A picture kept as RGBA pixels on the CPU and shown as textures, in tiles (pixel-tiles.ts) that
 * are the only copy: an app paints into the tiles that hold a change (`tilesAt`; a pixel on a
 * tile's edge is in its neighbour's too, and is painted in both), marks those it altered with
 * `touch`, and `flush` uploads just them, so a small change costs a small upload whatever the
 * picture's size. The tiles' pixels are what PixiJS uploads again after a lost WebGL context, so
 * the layer survives one with nothing redrawn.
 */
export interface PixelLayer {
  readonly width: number;
  readonly height: number;
  readonly tiles: readonly PixelTile[];
  /** Indexes of the tiles holding any pixel of bounds. */
  tilesAt(bounds: PixelBounds): number[];
  /** Shows the layer; place and scale it like any sprite (one texel a content unit by default). */
  readonly view: Container;
  touch(tile: number): void;
  /** Uploads the touched tiles; false when none was touched. */
  flush(): boolean;
  destroy(): void;
}

export interface PixelLayerOptions {
  smooth?: boolean;
  /** Every pixel has alpha 255: uploads skip premultiplying, which changes nothing for them. */
  opaque?: boolean;
}

export function createPixelLayer(width: number, height: number, options: PixelLayerOptions = {}): PixelLayer {
  const view = new Container();
  const tiles = tileGrid(width, height).map(({ inner, outer }) => {
    const pixels = new Uint8Array(outer.width * outer.height * 4);
    const source = new BufferImageSource({
      resource: pixels,
      width: outer.width,
      height: outer.height,
      format: "rgba8unorm",
      alphaMode: options.opaque ? "premultiplied-alpha" : "premultiply-alpha-on-upload",
      scaleMode: options.smooth === false ? "nearest" : "linear",
    });
    const frame = new Rectangle(inner.x - outer.x, inner.y - outer.y, inner.width, inner.height);
    const sprite = new Sprite(new Texture({ source, frame }));
    sprite.position.set(inner.x, inner.y);
    view.addChild(sprite);
    return { bounds: outer, words: new Uint32Array(pixels.buffer), source };
  });
  const touched = new Set<number>();
  return {
    width,
    height,
    tiles,
    tilesAt: (bounds) => tilesAt(bounds, width, height),
    view,
    touch(tile) {
      touched.add(tile);
    },
    flush() {
      if (touched.size === 0) return false;
      for (const tile of touched) tiles[tile]!.source.update();
      touched.clear();
      return true;
    },
    destroy() {
      view.destroy({ children: true, texture: true, textureSource: true });
    },
  };
}
