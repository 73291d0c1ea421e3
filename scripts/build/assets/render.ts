/**
 * Renders SVG sources to PNG pixels in one headless Chromium page (../art-page.ts), reused for
 * every picture (the machine is shared: one browser, one page, one picture at a time).
 */
import { openArtPage } from "../art-page.ts";

export interface Renderer {
  /** `transparent`: keep what the art leaves unpainted transparent (stickers). */
  render(svg: string, width: number, height: number, transparent?: boolean): Promise<Buffer>;
  close(): Promise<void>;
}

export async function openRenderer(): Promise<Renderer> {
  const { browser, page } = await openArtPage();
  return {
    async render(svg, width, height, transparent = false) {
      await page.setViewportSize({ width, height });
      await page.evaluate(
        ({ svg, width, height, transparent }) => {
          const paper = transparent ? "transparent" : "";
          document.documentElement.style.background = paper;
          document.body.style.background = paper;
          const host = document.getElementById("art")!;
          host.innerHTML = svg;
          const root = host.querySelector("svg");
          if (!root) throw new Error("no <svg> element");
          root.setAttribute("width", String(width));
          root.setAttribute("height", String(height));
        },
        { svg, width, height, transparent },
      );
      await page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
      return page.screenshot({ type: "png", clip: { x: 0, y: 0, width, height }, omitBackground: transparent });
    },
    close: () => browser.close(),
  };
}
