/** Runs in `npm run build` after the scripts' priority: see client-build/studio-quick-start.ts. */
import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { addQuickStart, quickStartFiles } from "./client-build/studio-quick-start";

const buildDir = path.resolve(import.meta.dirname, "../..", process.env.BUILD_DIR || "dist");
const clientDir = path.join(buildDir, "client");
const studioPages = path.join(clientDir, "activities", "color");

const chunkModules = JSON.parse(await readFile(path.join(buildDir, "chunk-modules.json"), "utf8")) as Record<
  string,
  string[]
>;
const files = await quickStartFiles(clientDir, chunkModules);
let pages = 0;
for (const entry of await readdir(studioPages, { withFileTypes: true })) {
  if (!entry.isDirectory()) continue;
  const file = path.join(studioPages, entry.name, "index.html");
  const html = await readFile(file, "utf8").catch(() => null);
  if (html === null || !html.includes("data-studio-quick=")) continue;
  await writeFile(file, addQuickStart(html, files));
  pages++;
}
console.log(`The studio's quick start (${files.length} files) named in ${pages} studio pages.`);
