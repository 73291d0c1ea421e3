/**
 * One headless Chromium page that draws the site's SVG art, shared by the picture build
 * (assets/) and the region build (regions/): Nunito is embedded from @fontsource, the font the
 * site serves, so text in the art looks as on the page, and nothing may reach the network.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { launchChromium } from "../chromium.ts";

const FONT_PATH = path.resolve(
  import.meta.dirname,
  "../../node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2",
);

export interface ArtPage {
  browser: Browser;
  /** A page with an empty `#art` host, fonts loaded, at 800 x 600 and a pixel ratio of 1. */
  page: Page;
}

export async function openArtPage(chromiumArgs: readonly string[] = []): Promise<ArtPage> {
  const font = await readFile(FONT_PATH);
  const browser = await launchChromium(["--font-render-hinting=none", ...chromiumArgs]);
  const page = await browser.newPage({ viewport: { width: 800, height: 600 }, deviceScaleFactor: 1 });
  // A request means a source broke the art's contract (everything is inline).
  await page.route("**/*", (route) =>
    route.request().url().startsWith("data:") ? route.continue() : route.abort("blockedbyclient"),
  );
  await page.setContent(
    `<!doctype html><html><head><style>
      @font-face{font-family:Nunito;font-weight:200 1000;src:url(data:font/woff2;base64,${font.toString("base64")})}
      html,body{margin:0;background:#fff}#art{display:block}#art>svg{display:block}
    </style></head><body><div id="art"></div></body></html>`,
  );
  // A data-URL face loads only when text needs it; load the weights now so no drawing races the font.
  await page.evaluate(async () => {
    await Promise.all(["400", "700", "800"].map((w) => document.fonts.load(`${w} 20px Nunito`)));
  });
  return { browser, page };
}

/** Puts `svg` in the page's `#art` host, drawn at `width` x `height` CSS px in a viewport that size. */
export async function showArt(page: Page, svg: string, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.evaluate(
    ({ svg, width, height }) => {
      const host = document.getElementById("art")!;
      host.innerHTML = svg;
      const root = host.querySelector("svg");
      if (!root) throw new Error("no <svg> element");
      root.setAttribute("width", String(width));
      root.setAttribute("height", String(height));
    },
    { svg, width, height },
  );
}

/** Resolves once what the page shows is painted: its fonts ready and two frames drawn. */
export async function artPainted(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}
