/**
 * `npm run budget`: what each pre-rendered page loads before it is interactive (its module
 * scripts, their static imports and its stylesheets), in gzip bytes, and a check that content
 * pages carry no game code. Run after `npm run build` (the npm script does both).
 */
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import {
  CONTENT_JS_LIMIT,
  MEMBER_JS_LIMIT,
  STUDIO_JS_LIMIT,
  isGameModule,
  isGameRoute,
  isMemberRoute,
  isStudioCore,
  isStudioRoute,
} from "./rules";

const root = path.resolve(import.meta.dirname, "../../..");
const client = path.join(root, "dist", "client");

const gzipCache = new Map<string, number>();
async function gzipBytes(file: string): Promise<number> {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(await readFile(path.join(client, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await htmlFiles(full)));
    else if (entry.name === "index.html") out.push(full);
  }
  return out;
}

function pagePath(htmlFile: string): string {
  const rel = path.relative(client, path.dirname(htmlFile)).split(path.sep).join("/");
  return `/${rel}`;
}

const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
const assetFile = (href: string) => href.replace(/^\//, "");

/** Static imports only: dynamic import() chunks load later, on demand. */
async function withStaticImports(files: Iterable<string>): Promise<Set<string>> {
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = await readFile(path.join(client, file), "utf8");
    for (const m of code.matchAll(/(?:^|[;}\s])import\s*(?:[^"'();]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) {
      queue.push(path.posix.join(path.posix.dirname(file), m[1]!));
    }
  }
  return seen;
}

/**
 * What a game page loads once hydrated (GameHost's `import()`s): the game's own chunk and the
 * engine's mount-game, with their static imports, less what the page had already loaded.
 */
async function gameLoadBytes(
  route: string,
  chunkModules: Record<string, string[]>,
  loaded: Set<string>,
): Promise<number | null> {
  const id = /^\/games\/([^/]+)$/.exec(route)?.[1];
  const entries = Object.entries(chunkModules)
    .filter(
      ([, modules]) => modules.includes(`games/${id}/index.ts`) || modules.includes("engine/runtime/mount-game.ts"),
    )
    .map(([file]) => file);
  if (!id || entries.length < 2) return null;
  let bytes = 0;
  for (const file of await withStaticImports(entries)) if (!loaded.has(file)) bytes += await gzipBytes(file);
  return bytes;
}

async function main() {
  const chunkModules: Record<string, string[]> = JSON.parse(
    await readFile(path.join(root, "dist", "chunk-modules.json"), "utf8"),
  );
  const rows: { route: string; js: number; css: number; files: number; game: string[]; then: number | null }[] = [];
  for (const html of (await htmlFiles(client)).sort()) {
    const source = await readFile(html, "utf8");
    const tags = [...source.matchAll(/<(?:link|script)\b[^>]*>/g)].map((m) => m[0]);
    const js = tags
      .filter((t) => /rel="modulepreload"/.test(t) || (/<script/.test(t) && /type="module"/.test(t) && attr(t, "src")))
      .map((t) => assetFile(attr(t, "href") ?? attr(t, "src")!));
    // Hydration starts after the first paint (client-build/script-priority.ts): the entry script
    // names what it preloads and imports then; those are the page's first-load JavaScript too.
    const inline = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(source)?.[1] ?? "";
    for (const m of inline.matchAll(/"\/(assets\/[^"]+\.js)"/g)) js.push(m[1]!);
    const css = tags.filter((t) => /rel="stylesheet"/.test(t)).map((t) => assetFile(attr(t, "href")!));
    const jsFiles = await withStaticImports(js);
    let jsBytes = 0;
    for (const f of jsFiles) jsBytes += await gzipBytes(f);
    let cssBytes = 0;
    for (const f of new Set(css)) cssBytes += await gzipBytes(f);
    const game = [...jsFiles].flatMap((f) => (chunkModules[f] ?? []).filter(isGameModule));
    const route = pagePath(html);
    const then = isGameRoute(route) ? await gameLoadBytes(route, chunkModules, jsFiles) : null;
    rows.push({ route, js: jsBytes, css: cssBytes, files: jsFiles.size, game, then });
  }

  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `${"route".padEnd(78)} ${"JS gzip".padStart(10)} ${"CSS gzip".padStart(10)} ${"chunks".padStart(7)} ${"then game JS".padStart(13)}`,
  );
  for (const r of rows) {
    console.log(
      `${r.route.padEnd(78)} ${kb(r.js).padStart(10)} ${kb(r.css).padStart(10)} ${String(r.files).padStart(7)} ${(r.then === null ? "" : kb(r.then)).padStart(13)}`,
    );
  }

  const failures: string[] = [];
  for (const r of rows.filter((r) => !isGameRoute(r.route))) {
    const studio = isStudioRoute(r.route);
    const game = r.game.filter((m) => !(studio && isStudioCore(m)));
    if (game.length > 0) failures.push(`${r.route} loads game code: ${[...new Set(game)].join(", ")}`);
    const limit = isMemberRoute(r.route) ? MEMBER_JS_LIMIT : studio ? STUDIO_JS_LIMIT : CONTENT_JS_LIMIT;
    if (r.js > limit) failures.push(`${r.route} loads ${kb(r.js)} of JavaScript (limit ${kb(limit)})`);
  }
  const first = rows.find((r) => r.route === "/");
  if (first) console.log(`\nFirst route (/): ${kb(first.js)} JS + ${kb(first.css)} CSS, gzip.`);
  if (failures.length > 0) {
    console.error(`\nBudget failed:\n- ${failures.join("\n- ")}`);
    process.exit(1);
  }
  console.log("Budget holds: no content route loads PixiJS, howler, engine or game code.");
}

await main();
