/**
 * Stale region maps fail `npm test`: every coloring page needs a map made from exactly its current SVG
 * and the current build settings. No browser: this reads files and hashes them.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { LINE, decodeRegionMap, type RegionFile } from "@station/studio/internal/region-map";
import { COLORING_DIR, OUTPUT_DIR } from "./config.ts";
import { readPage } from "./pages.ts";

const RUN = "Run `npm run regions` and commit the result.";
const pages = readdirSync(COLORING_DIR)
  .filter((f) => f.endsWith(".svg"))
  .sort()
  .map((f) => readPage(f, readFileSync(path.join(COLORING_DIR, f), "utf8")));
const fileOf = (id: string) => path.join(OUTPUT_DIR, `${id}.json`);

describe("coloring region maps (public/coloring-regions/)", () => {
  it("has a map made from every page's current SVG", () => {
    const problems = pages.flatMap((page) => {
      if (!existsSync(fileOf(page.id))) return [`${page.id}: no region map yet.`];
      const file = JSON.parse(readFileSync(fileOf(page.id), "utf8")) as RegionFile;
      return file.sourceHash === page.hash ? [] : [`${page.id}: changed since its region map was made.`];
    });
    expect(problems, `${problems.join("\n")}\n${RUN}`).toEqual([]);
  });

  it("holds nothing but those maps", () => {
    const wanted = new Set(pages.map((p) => `${p.id}.json`));
    const extra = existsSync(OUTPUT_DIR) ? readdirSync(OUTPUT_DIR).filter((f) => !wanted.has(f)) : [];
    expect(extra, RUN).toEqual([]);
  });

  it.each(pages.map((p) => p.id))("%s decodes, names its main regions and stays small", (id) => {
    const text = readFileSync(fileOf(id), "utf8");
    expect(gzipSync(text).length).toBeLessThan(60 * 1024);
    const map = decodeRegionMap(JSON.parse(text) as RegionFile);
    const regions = map.regions.filter((r) => r !== undefined);
    const area = new Map<number, number>();
    for (const v of map.ids) if (v !== LINE) area.set(v, (area.get(v) ?? 0) + 1);
    expect(regions.map((r) => [r.id, r.area])).toEqual([...area].sort((a, b) => a[0] - b[0]));
    expect(regions.find((r) => r.id === map.ids[0])?.name).toBeTruthy();
    const named = new Set(regions.map((r) => r.name).filter((n) => !n.startsWith("area ")));
    expect(named.size).toBeGreaterThanOrEqual(4);
  });
});
