import type { Locator, Page } from "@playwright/test";

/**
 * Takes a canvas's WebGL context away the way a sleeping mobile tab does, through the
 * WEBGL_lose_context extension. The extension is kept on the page: a lost context hands out no
 * extensions, and `restoreContext` needs it again to give the context back.
 */
export async function loseContext(canvas: Locator) {
  await canvas.evaluate((element: HTMLCanvasElement) => {
    const gl = element.getContext("webgl2") ?? element.getContext("webgl");
    const extension = gl?.getExtension("WEBGL_lose_context");
    if (!extension) throw new Error("no WEBGL_lose_context");
    (window as unknown as { __loseContext: WEBGL_lose_context }).__loseContext = extension;
    extension.loseContext();
  });
}

export async function restoreContext(page: Page) {
  await page.evaluate(() =>
    (window as unknown as { __loseContext: WEBGL_lose_context }).__loseContext.restoreContext(),
  );
}
