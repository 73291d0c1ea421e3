/**
 * Renders assets/social/og-image.svg to public/og-image.png (1200x630) in headless Chromium,
 * with the site's own Nunito, so link previews get a PNG. Run when the SVG changes.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { launchChromium } from "../chromium.ts";

const root = path.resolve(import.meta.dirname, "../..");
const svg = await readFile(path.join(root, "assets/social/og-image.svg"), "utf8");
const font = await readFile(
  path.join(root, "node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2"),
);

const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(
  `<style>@font-face{font-family:Nunito;font-weight:200 1000;src:url(data:font/woff2;base64,${font.toString("base64")})}body{margin:0}</style>${svg}`,
);
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: path.join(root, "public/og-image.png") });
await browser.close();
console.log("Wrote public/og-image.png");
