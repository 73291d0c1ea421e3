/**
 * The studio pages start their quick start (src/studio/early.ts) from their own HTML: the module
 * and every file it imports are named in the head at high priority, beside the region map's
 * preload, so on a phone's link a first tap can fill long before the site's code has hydrated
 * the page (that code waits for the first paint, see script-priority.ts).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";

const EARLY_MODULE = "src/studio/early.ts";
/** A chunk's static imports of other chunks, as the bundler writes them (`import{a as b}from"./x.js"`, `import"./x.js"`). */
const CHUNK_IMPORT = /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']\.\/([\w.-]+\.js)["']/g;

/** The quick start's chunk and the chunks it imports, as /assets/ URLs, the module itself last. */
export async function quickStartFiles(clientDir: string, chunkModules: Record<string, string[]>): Promise<string[]> {
  const entry = Object.keys(chunkModules).find((file) => chunkModules[file]!.includes(EARLY_MODULE));
  if (!entry) throw new Error(`no chunk holds ${EARLY_MODULE}: the studio's quick start is missing from the build`);
  const seen = new Set<string>();
  const visit = async (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = await readFile(path.join(clientDir, file), "utf8");
    for (const m of code.matchAll(CHUNK_IMPORT)) await visit(path.posix.join(path.posix.dirname(file), m[1]!));
  };
  await visit(entry);
  return [...[...seen].filter((f) => f !== entry), entry].map((f) => `/${f}`);
}

/** Names the quick start's files in a studio page's head: its imports preloaded, the module run after the parse. */
export function addQuickStart(html: string, files: readonly string[]): string {
  if (html.includes("data-studio-quick-start")) return html;
  const entry = files.at(-1)!;
  const tags = [
    ...files.slice(0, -1).map((f) => `<link rel="modulepreload" fetchpriority="high" href="${f}"/>`),
    `<script type="module" src="${entry}" data-studio-quick-start=""></script>`,
  ].join("");
  return html.replace("</head>", `${tags}</head>`);
}
