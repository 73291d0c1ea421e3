/**
 * Renders a coloring page twice in one headless Chromium page: as printed (for the lines), and with
 * every shape that carries data-region filled with its own key colour (to learn which region each
 * name covers; shapes drawn on top hide it just as they hide the fill). The page is the picture
 * build's (../art-page.ts), so the lines match the PNG.
 */
import type { Page } from "@playwright/test";
import { artPainted, openArtPage, showArt } from "../art-page.ts";
import sharp from "sharp";

sharp.concurrency(1);
sharp.cache(false);

export interface Raster {
  readonly width: number;
  readonly height: number;
  /** One grey value per pixel (page rendering) or RGB triples (key rendering). */
  readonly data: Uint8Array;
}

export interface Rasteriser {
  /** The page as printed, in grey. */
  lines(svg: string, width: number, height: number): Promise<Raster>;
  /** RGB, with the n-th data-region shape (document order) filled in keyColour(n); names in that order. */
  keys(svg: string, width: number, height: number): Promise<{ raster: Raster; names: string[] }>;
  close(): Promise<void>;
}

/** Key colours sit where no line, white or blend of the two can land: full green, no blue. */
export function keyColour(index: number): [number, number, number] {
  return [4 * (index + 1), 255, 0];
}

export function keyIndex(r: number, g: number, b: number): number {
  if (g < 254 || b > 1) return -1;
  const index = Math.round(r / 4) - 1;
  return index >= 0 && Math.abs(r - keyColour(index)[0]) <= 1 ? index : -1;
}

export const MAX_KEYS = 62;

async function screenshot(page: Page, width: number, height: number, channels: 1 | 3): Promise<Raster> {
  const png = await page.screenshot({ type: "png", clip: { x: 0, y: 0, width, height } });
  let image = sharp(png).flatten({ background: "#ffffff" }).removeAlpha();
  if (channels === 1) image = image.greyscale();
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== channels) throw new Error(`expected ${channels} channels, got ${info.channels}`);
  return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

export async function openRasteriser(): Promise<Rasteriser> {
  // Key colours must come back exactly as set.
  const { browser, page } = await openArtPage(["--force-color-profile=srgb"]);

  async function show(svg: string, width: number, height: number, keyed: boolean): Promise<string[]> {
    await showArt(page, svg, width, height);
    const colours = Array.from({ length: MAX_KEYS }, (_, i) => `rgb(${keyColour(i).join(",")})`);
    const names = await page.evaluate(
      ({ keyed, colours }) => {
        const root = document.querySelector("#art svg")!;
        const named = [...root.querySelectorAll<SVGElement>("[data-region]")];
        if (!keyed) return named.map((el) => el.dataset.region ?? "");
        if (named.length > colours.length) throw new Error(`more than ${colours.length} named shapes`);
        named.forEach((el, i) => {
          const shapes = el instanceof SVGGElement ? [...el.querySelectorAll<SVGElement>("*")] : [el];
          for (const shape of shapes) {
            const style = getComputedStyle(shape);
            if (style.fill !== "none") shape.style.fill = colours[i]!;
            // A tube's inside is its white stroke.
            else if (style.stroke === "rgb(255, 255, 255)") shape.style.stroke = colours[i]!;
          }
        });
        return named.map((el) => el.dataset.region ?? "");
      },
      { keyed, colours },
    );
    await artPainted(page);
    return names;
  }

  return {
    async lines(svg, width, height) {
      await show(svg, width, height, false);
      return screenshot(page, width, height, 1);
    },
    async keys(svg, width, height) {
      const names = await show(svg, width, height, true);
      return { raster: await screenshot(page, width, height, 3), names };
    },
    close: () => browser.close(),
  };
}
