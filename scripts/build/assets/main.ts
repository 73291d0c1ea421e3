/**
 * `npm run assets [-- --force]`: turns every source picture into what the site serves (see README,
 * "Images: npm run assets"). Incremental: a source whose hash and output files are unchanged is skipped.
 * Outputs no source asks for are deleted, so the repository carries no unused binaries.
 */
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, rmdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { OUTPUT_DIR, PUBLIC_DIR, fullSize, ruleFor } from "./config.ts";
import { encode } from "./encode.ts";
import { filesOf, readManifest, writeManifest, type GeneratedImage } from "./manifest.ts";
import { openRenderer, type Renderer } from "./render.ts";
import { discoverSources, type Source } from "./sources.ts";

const force = process.argv.includes("--force");
const fileFor = (src: string) => path.join(PUBLIC_DIR, src);

/** Writes only when the bytes differ, so an unchanged output keeps its timestamp and git sees nothing. */
async function writeIfChanged(file: string, bytes: Buffer): Promise<void> {
  const current = await readFile(file).catch(() => null);
  if (current && current.equals(bytes)) return;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
}

async function build(source: Source, renderer: Renderer): Promise<GeneratedImage> {
  const rule = ruleFor(source.group);
  const size = fullSize(source.group, source.viewWidth, source.viewHeight);
  const encoded = await encode(await renderer.render(source.svg, size.width, size.height, rule.transparent), rule);
  const full = { src: `/images/${source.id}.png`, width: encoded.width, height: encoded.height };
  await writeIfChanged(fileFor(full.src), encoded.png);
  const variants: GeneratedImage["variants"][number][] = [];
  for (const t of encoded.thumbnails) {
    for (const [type, bytes] of [
      ["avif", t.avif],
      ["webp", t.webp],
    ] as const) {
      const src = `/images/${source.id}-${t.width}.${type}`;
      await writeIfChanged(fileFor(src), bytes);
      variants.push({ src, width: t.width, height: t.height, type: `image/${type}` });
    }
  }
  return { id: source.id, full, variants, sourceHash: source.hash };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function removeEmptyDirs(dir: string): Promise<void> {
  if (!existsSync(dir)) return;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) await removeEmptyDirs(path.join(dir, entry.name));
  }
  if ((await readdir(dir)).length === 0 && dir !== OUTPUT_DIR) await rmdir(dir);
}

const started = Date.now();
const sources = await discoverSources();
const previous = await readManifest();
const entries: GeneratedImage[] = [];
let renderer: Renderer | null = null;
let built = 0;
try {
  for (const source of sources) {
    const before = previous[source.id];
    const fresh =
      !force && before?.sourceHash === source.hash && filesOf(before).every((src) => existsSync(fileFor(src)));
    if (fresh) {
      entries.push(before);
      continue;
    }
    renderer ??= await openRenderer();
    entries.push(await build(source, renderer));
    built++;
    console.log(`rendered ${source.id}`);
  }
} finally {
  await renderer?.close();
}

const wanted = new Set(entries.flatMap((e) => filesOf(e).map(fileFor)));
let removed = 0;
// public/images/games/ is `npm run game-shots`'s, not this pipeline's.
const gameShots = path.join(OUTPUT_DIR, "games") + path.sep;
for (const file of await listFiles(OUTPUT_DIR)) {
  if (wanted.has(file) || file.startsWith(gameShots)) continue;
  await rm(file);
  removed++;
  console.log(`removed ${path.relative(PUBLIC_DIR, file)} (no source asks for it)`);
}
await removeEmptyDirs(OUTPUT_DIR);
await writeManifest(entries);

const totals = { png: 0, avif: 0, webp: 0 };
for (const file of wanted) {
  const ext = path.extname(file).slice(1) as keyof typeof totals;
  totals[ext] += (await stat(file)).size;
}
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `${sources.length} sources: ${built} rendered, ${sources.length - built} unchanged, ${removed} stale files removed ` +
    `in ${((Date.now() - started) / 1000).toFixed(1)} s. ` +
    `Bytes: PNG ${kb(totals.png)}, AVIF ${kb(totals.avif)}, WebP ${kb(totals.webp)}.`,
);
