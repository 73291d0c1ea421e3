import { BufferImageSource, Container, Rectangle, Sprite, Texture } from "pixi.js";
import { copyTile, tileGrid, tilesAt } from "./pixel-tiles";

export interface PixelBounds {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * A picture kept as RGBA bytes on the CPU and shown as textures: an app paints into `pixels`
 * (row-major, 4 bytes a pixel), marks what it changed with `touch`, and `flush` uploads only the
 * tiles (pixel-tiles.ts) those changes reach and really altered, so a small change costs a small
 * upload whatever the picture's size. Each tile keeps its own copy, which is what PixiJS uploads
 * again after a lost WebGL context, so the layer survives one with nothing redrawn.
 */
export interface PixelLayer {
  readonly width: number;
  readonly height: number;
  readonly pixels: Uint8Array;
  /** Shows the layer; place and scale it like any sprite (one texel a content unit by default). */
  readonly view: Container;
  touch(bounds: PixelBounds): void;
  /** Uploads the touched tiles that changed; false when none did. */
  flush(): boolean;
  destroy(): void;
}

export interface PixelLayerOptions {
  smooth?: boolean;
  /** Every pixel has alpha 255: uploads skip premultiplying, which changes nothing for them. */
  opaque?: boolean;
}

export function createPixelLayer(width: number, height: number, options: PixelLayerOptions = {}): PixelLayer {
  const pixels = new Uint8Array(width * height * 4);
  const words = new Uint32Array(pixels.buffer);
  const view = new Container();
  const tiles = tileGrid(width, height).map((tile) => {
    const own = new Uint8Array(tile.outer.width * tile.outer.height * 4);
    const source = new BufferImageSource({
      resource: own,
      width: tile.outer.width,
      height: tile.outer.height,
      format: "rgba8unorm",
      alphaMode: options.opaque ? "premultiplied-alpha" : "premultiply-alpha-on-upload",
      scaleMode: options.smooth === false ? "nearest" : "linear",
    });
    const frame = new Rectangle(
      tile.inner.x - tile.outer.x,
      tile.inner.y - tile.outer.y,
      tile.inner.width,
      tile.inner.height,
    );
    const sprite = new Sprite(new Texture({ source, frame }));
    sprite.position.set(tile.inner.x, tile.inner.y);
    view.addChild(sprite);
    return { tile, words: new Uint32Array(own.buffer), source, sprite };
  });
  const dirty = new Uint8Array(tiles.length);
  let anyDirty = false;
  return {
    width,
    height,
    pixels,
    view,
    touch(b) {
      for (const i of tilesAt(b, width, height)) dirty[i] = 1;
      anyDirty = true;
    },
    flush() {
      if (!anyDirty) return false;
      anyDirty = false;
      let uploaded = false;
      for (let i = 0; i < tiles.length; i++) {
        if (!dirty[i]) continue;
        dirty[i] = 0;
        const t = tiles[i]!;
        if (copyTile(words, width, t.tile, t.words)) {
          t.source.update();
          uploaded = true;
        }
      }
      return uploaded;
    },
    destroy() {
      view.destroy({ children: true, texture: true, textureSource: true });
    },
  };
}
