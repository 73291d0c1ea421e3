/**
 * Renders SVG sources to PNG pixels in one headless Chromium page (../art-page.ts), reused for
 * every picture (the machine is shared: one browser, one page, one picture at a time).
 */
import { artPainted, openArtPage, showArt } from "../art-page.ts";

export interface Renderer {
  /** `transparent`: keep what the art leaves unpainted transparent (stickers). */
  render(svg: string, width: number, height: number, transparent?: boolean): Promise<Buffer>;
  close(): Promise<void>;
}

export async function openRenderer(): Promise<Renderer> {
  const { browser, page } = await openArtPage();
  return {
    async render(svg, width, height, transparent = false) {
      // The sticker art leaves its paper unpainted: the page's own background goes for it.
      await page.evaluate(
        (paper) => {
          document.documentElement.style.background = paper;
          document.body.style.background = paper;
        },
        transparent ? "transparent" : "",
      );
      await showArt(page, svg, width, height);
      await artPainted(page);
      return page.screenshot({ type: "png", clip: { x: 0, y: 0, width, height }, omitBackground: transparent });
    },
    close: () => browser.close(),
  };
}
