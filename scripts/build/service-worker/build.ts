/**
 * After `react-router build`: writes the offline fallback page, its page lister, and the
 * service worker with a precache list made from the real build output (each URL with a
 * content revision, so a deploy re-downloads exactly what changed).
 */
import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { build } from "vite";
import { games } from "../../../games/index.ts";
import { motionBootScript } from "../../../src/components/StarryBackground/motion-preference.ts";
import { site } from "../../../src/config/site.ts";
import { offlineFallbackHtml } from "./offline-html.ts";
import { articleChunks, isPrecachedFile, precacheEntries, shellPages, studioPages } from "./precache-list.ts";
import { webManifest } from "./web-manifest.ts";

const root = path.resolve(import.meta.dirname, "../../..");
const clientDir = path.join(root, "dist", "client");

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
}

async function bundle(entry: string, fileName: string, define: Record<string, string> = {}): Promise<void> {
  await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    define: { "process.env.NODE_ENV": JSON.stringify("production"), ...define },
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      target: "es2022",
      lib: { entry: path.join(root, entry), formats: ["iife"], name: "lss", fileName: () => fileName },
    },
  });
}

await writeFile(path.join(clientDir, "manifest.webmanifest"), JSON.stringify(webManifest(site.name), null, 2));
const offlinePage = await readFile(path.join(clientDir, "offline", "index.html"), "utf8");
await writeFile(
  path.join(clientDir, "offline.html"),
  offlineFallbackHtml(offlinePage, motionBootScript, "/offline-page.js"),
);
await bundle("src/offline/offline-page-script.ts", "offline-page.js");

const chunkModules = JSON.parse(await readFile(path.join(root, "dist", "chunk-modules.json"), "utf8"));
const skip = articleChunks(chunkModules);
const files = (await listFiles(clientDir)).filter((f) => isPrecachedFile(f, skip)).sort();
const entries = await precacheEntries(clientDir, files, [...shellPages(games.map((g) => g.id)), ...studioPages(files)]);
await bundle("src/offline/worker/service-worker.ts", "sw.js", { __PRECACHE_MANIFEST__: JSON.stringify(entries) });

const bytes = (await Promise.all(files.map((f) => readFile(path.join(clientDir, f))))).reduce(
  (n, b) => n + b.length,
  0,
);
console.log(`Service worker: precaches ${entries.length} URLs (${Math.round(bytes / 1024)} KB of files, plus pages)`);
