/**
 * Renders SVG sources to PNG pixels in one headless Chromium page, reused for every picture (the machine
 * is shared: one browser, one page, one picture at a time). Nunito is embedded from @fontsource, the
 * same font the site serves, so text in the art looks as it does on the page.
 */
import { readFile } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import { launchChromium } from "../../chromium.ts";
import { FONT_PATH } from "./config.ts";

export interface Renderer {
  render(svg: string, width: number, height: number): Promise<Buffer>;
  close(): Promise<void>;
}

export async function openRenderer(): Promise<Renderer> {
  const font = await readFile(FONT_PATH);
  const browser: Browser = await launchChromium(["--font-render-hinting=none"]);
  const page: Page = await browser.newPage({ viewport: { width: 800, height: 600 }, deviceScaleFactor: 1 });
  // Nothing in the art may reach the network: a request means a source broke the contract.
  await page.route("**/*", (route) =>
    route.request().url().startsWith("data:") ? route.continue() : route.abort("blockedbyclient"),
  );
  await page.setContent(
    `<!doctype html><html><head><style>
      @font-face{font-family:Nunito;font-weight:200 1000;src:url(data:font/woff2;base64,${font.toString("base64")})}
      html,body{margin:0;background:#fff}#art{display:block}#art>svg{display:block}
    </style></head><body><div id="art"></div></body></html>`,
  );
  // A data-URL face loads only when text needs it; load the weights now so no render races the font.
  await page.evaluate(async () => {
    await Promise.all(["400", "700", "800"].map((w) => document.fonts.load(`${w} 20px Nunito`)));
  });
  return {
    async render(svg, width, height) {
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
      await page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
      return page.screenshot({ type: "png", clip: { x: 0, y: 0, width, height } });
    },
    close: () => browser.close(),
  };
}
