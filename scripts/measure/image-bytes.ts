/**
 * Image bytes a first visit downloads, per page: on arrival (1280x800) and after scrolling to the
 * end (lazy pictures included). Run against a running server:
 *   PORT=4331 npm run serve &  BASE_URL=http://127.0.0.1:4331 npx tsx scripts/measure/image-bytes.ts / /gallery
 * A measurement for people, not a test: the figures go in the README.
 */
import type { Page, Response } from "@playwright/test";
import { launchChromium } from "../chromium";

const base = process.env.BASE_URL ?? "http://127.0.0.1:4173";
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/", "/gallery", "/activities"];

async function imageBytes(page: Page, action: () => Promise<void>): Promise<{ count: number; bytes: number }> {
  const sizes: Promise<number>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== "image") return;
    sizes.push(
      response.body().then(
        (b) => b.length,
        () => 0,
      ),
    );
  };
  page.on("response", onResponse);
  await action();
  await page.waitForLoadState("networkidle");
  page.off("response", onResponse);
  const all = await Promise.all(sizes);
  return { count: all.length, bytes: all.reduce((a, b) => a + b, 0) };
}

const browser = await launchChromium();
try {
  for (const path of paths) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const arrival = await imageBytes(page, async () => {
      await page.goto(base + path);
    });
    const scrolled = await imageBytes(page, async () => {
      for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
        await page.mouse.wheel(0, 600);
        await page.waitForTimeout(150);
      }
    });
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(
      `${path.padEnd(14)} on arrival ${kb(arrival.bytes)} (${arrival.count} images); whole page ${kb(arrival.bytes + scrolled.bytes)} (${arrival.count + scrolled.count} images)`,
    );
    await page.close();
  }
} finally {
  await browser.close();
}
