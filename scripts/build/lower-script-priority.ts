/** Runs in `npm run build` after the pre-render: see client-build/script-priority.ts. */
import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { deferHydration, lowerScriptPriority } from "./client-build/script-priority";

const clientDir = path.resolve(import.meta.dirname, "../..", process.env.BUILD_DIR || "dist", "client");

let pages = 0;
for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
  const file = path.join(entry.parentPath, entry.name);
  const html = await readFile(file, "utf8");
  const lowered = deferHydration(lowerScriptPriority(html));
  if (lowered !== html) {
    await writeFile(file, lowered);
    pages++;
  }
}
console.log(`Hydration after the first paint, scripts at low fetch priority, in ${pages} pages.`);
