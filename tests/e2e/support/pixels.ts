/**
 * What the player sees, read from a screenshot: the game and studio canvases keep no drawing
 * buffer to read back. Decoded here with sharp, not in the page, so reading pixels costs the page
 * nothing and prints nothing to its console.
 */
import type { Locator, LocatorScreenshotOptions } from "@playwright/test";
import sharp from "sharp";

export interface Shot {
  /** In device pixels. */
  width: number;
  height: number;
  /** Three bytes a pixel (red, green, blue), row by row. */
  data: Buffer;
  /** The colour at a point in CSS px from the box's top left corner. */
  at(x: number, y: number): [number, number, number];
}

export async function shot(box: Locator, options: LocatorScreenshotOptions = {}): Promise<Shot> {
  const png = await box.screenshot(options);
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  // Screenshots are in device pixels; positions here are CSS px.
  const k = info.width / (await box.boundingBox())!.width;
  return {
    width: info.width,
    height: info.height,
    data,
    at(x, y) {
      const i = (Math.floor(y * k) * info.width + Math.floor(x * k)) * 3;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    },
  };
}
