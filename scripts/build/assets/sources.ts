/**
 * Every picture the pipeline knows: hand-authored SVG under assets/art/<group>/<name>.svg, plus the
 * puzzles scripts/puzzles generates in memory (never written to disk, so nothing generated is committed
 * twice). No browser here: the freshness test uses this too.
 */
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { activitySources } from "../puzzles/activities.ts";
import { ART_DIR, ENCODER_VERSION, ruleFor } from "./config.ts";

export interface Source {
  /** `<group>/<name>`, e.g. "coloring/plush-bunny". */
  readonly id: string;
  readonly group: string;
  readonly svg: string;
  readonly viewWidth: number;
  readonly viewHeight: number;
  /** Changes when the SVG, its group's rule or an encoder option changes. */
  readonly hash: string;
  /** Where it came from, for messages. */
  readonly origin: string;
}

const ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*\/[a-z0-9]+(-[a-z0-9]+)*$/;

export function parseViewBox(svg: string, origin: string): { viewWidth: number; viewHeight: number } {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0];
  const box = root && /\bviewBox\s*=\s*["']\s*0[\s,]+0[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/.exec(root);
  if (!box) throw new Error(`${origin}: the <svg> element needs a viewBox="0 0 width height"`);
  return { viewWidth: Number(box[1]), viewHeight: Number(box[2]) };
}

export function makeSource(id: string, svg: string, origin: string): Source {
  if (!ID_PATTERN.test(id))
    throw new Error(`${origin}: asset id "${id}" must be <group>/<name> in lowercase kebab-case`);
  if (/\b(href|src)\s*=\s*["']\s*(https?:)?\/\//i.test(svg) || /url\(\s*["']?\s*(https?:)?\/\//i.test(svg)) {
    throw new Error(`${origin}: SVG sources must not reference anything outside the file`);
  }
  const group = id.slice(0, id.indexOf("/"));
  const hash = createHash("sha256")
    .update(ENCODER_VERSION)
    .update(JSON.stringify(ruleFor(group)))
    .update(svg)
    .digest("hex")
    .slice(0, 16);
  return { id, group, svg, ...parseViewBox(svg, origin), hash, origin };
}

async function svgFilesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile() && e.name.endsWith(".svg"))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** All sources, sorted by id; throws on a duplicate id or a malformed file. */
export async function discoverSources(): Promise<Source[]> {
  const sources: Source[] = [];
  for (const file of await svgFilesUnder(ART_DIR)) {
    const id = path
      .relative(ART_DIR, file)
      .replace(/\\/g, "/")
      .replace(/\.svg$/, "");
    sources.push(makeSource(id, await readFile(file, "utf8"), path.relative(ART_DIR, file)));
  }
  for (const { id, svg } of activitySources()) sources.push(makeSource(id, svg, `generated ${id}`));
  sources.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (let i = 1; i < sources.length; i++) {
    if (sources[i]!.id === sources[i - 1]!.id) throw new Error(`two sources share the asset id ${sources[i]!.id}`);
  }
  return sources;
}
