import { BufferImageSource, Sprite, Texture } from "pixi.js";

export interface PixelBounds {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * A picture kept as RGBA bytes on the CPU and shown as one texture: an app paints into `pixels`
 * (row-major, 4 bytes a pixel), marks what it changed with `touch`, and `flush` uploads only the
 * rows those changes span (PixiJS's partial buffer upload), so a small change costs a small
 * upload whatever the picture's size. The CPU copy is also what PixiJS uploads again after a lost
 * WebGL context, so the layer survives one with nothing redrawn.
 */
export interface PixelLayer {
  readonly width: number;
  readonly height: number;
  readonly pixels: Uint8Array;
  /** Shows the layer; place and scale it like any sprite (one texel a content unit by default). */
  readonly sprite: Sprite;
  touch(bounds: PixelBounds): void;
  /** Uploads the touched rows; false when nothing was touched. */
  flush(): boolean;
  destroy(): void;
}

export function createPixelLayer(width: number, height: number, options: { smooth?: boolean } = {}): PixelLayer {
  const pixels = new Uint8Array(width * height * 4);
  const source = new BufferImageSource({
    resource: pixels,
    width,
    height,
    format: "rgba8unorm",
    alphaMode: "premultiply-alpha-on-upload",
    scaleMode: options.smooth === false ? "nearest" : "linear",
  });
  const texture = new Texture({ source });
  const sprite = new Sprite(texture);
  let fromRow = Infinity;
  let toRow = -Infinity;
  return {
    width,
    height,
    pixels,
    sprite,
    touch(b) {
      fromRow = Math.max(0, Math.min(fromRow, Math.floor(b.y)));
      toRow = Math.min(height, Math.max(toRow, Math.ceil(b.y + b.height)));
    },
    flush() {
      if (toRow <= fromRow) return false;
      source.update(fromRow * width, toRow * width);
      fromRow = Infinity;
      toRow = -Infinity;
      return true;
    },
    destroy() {
      sprite.destroy();
      texture.destroy(true);
    },
  };
}
