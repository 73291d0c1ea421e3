/**
 * The installed app's icons (public/icons/), drawn here: the favicon's ringed pink planet and
 * star on the night sky. The maskable ones keep the drawing inside the middle 80 % circle,
 * which every launcher's mask leaves visible, and fill the whole square with sky.
 * Run: npx tsx scripts/build/app-icons.ts
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const planet = `<circle cx="30" cy="34" r="14" fill="#ffb3d9"/>
<ellipse cx="30" cy="34" rx="24" ry="6" fill="none" stroke="#ffe59e" stroke-width="3" transform="rotate(-18 30 34)"/>
<path d="M48 12l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" fill="#ffe59e"/>
<circle cx="14" cy="14" r="1.4" fill="#fff"/><circle cx="52" cy="48" r="1.2" fill="#fff"/><circle cx="20" cy="54" r="1" fill="#fff"/>`;

/** Regular: a round badge with transparent corners, like the favicon. */
const regular = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="31" fill="#2a2360"/>${planet}</svg>`;

/** Maskable: full-bleed sky, the drawing scaled into the 80 % safe zone around the centre. */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#1b1640"/><g transform="translate(32 32) scale(0.72) translate(-32 -32)">${planet}</g></svg>`;

const out = path.resolve(import.meta.dirname, "../..", "public", "icons");
await mkdir(out, { recursive: true });
for (const size of [192, 512]) {
  for (const [name, svg] of [
    ["icon", regular],
    ["maskable", maskable],
  ] as const) {
    await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
      .resize(size, size)
      .png({ compressionLevel: 9, palette: true })
      .toFile(path.join(out, `${name}-${size}.png`));
  }
}
console.log(`Wrote app icons to ${out}`);
