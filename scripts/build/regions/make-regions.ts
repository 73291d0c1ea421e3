/**
 * `npm run regions [-- --force]`: one region map per coloring page, written to
 * public/coloring-regions/{id}.json (see studio/region-map.ts for the format). A page whose file
 * already carries its current hash is skipped unless --force.
 */
import { existsSync } from "node:fs";
import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import prettier from "prettier";
import { REGION_ENCODING, encodeRegionIds, toBase64 } from "@station/studio/internal/region-codec";
import { regionToTuple, type RegionFile } from "@station/studio/internal/region-map";
import { BACKGROUND_NAME, COLORING_DIR, LABEL, MAP_WIDTH, NEIGHBOUR_GAP, OUTPUT_DIR, regionHash } from "./config.ts";
import { describeRegions } from "@station/studio/internal/describe-regions";
import { labelRegions } from "./label.ts";
import { nameRegions } from "./names.ts";
import { openRasteriser, type Rasteriser } from "./rasterise.ts";
import { readPage, type ColoringPage } from "./pages.ts";

const force = process.argv.includes("--force");

async function build(page: ColoringPage, rasteriser: Rasteriser): Promise<RegionFile> {
  const width = MAP_WIDTH;
  const height = Math.round((MAP_WIDTH * page.viewHeight) / page.viewWidth);
  const lines = await rasteriser.lines(page.svg, width, height);
  const { ids, count } = labelRegions(lines.data, width, height, LABEL);
  const { raster: keys, names: shapeNames } = await rasteriser.keys(page.svg, width, height);
  const names = nameRegions(ids, count, keys.data, shapeNames, BACKGROUND_NAME);
  const regions = describeRegions(ids, width, height, count, NEIGHBOUR_GAP).map((r) => ({ ...r, name: names[r.id]! }));
  const unused = shapeNames.filter((n) => !names.includes(n));
  if (unused.length) console.warn(`  ${page.id}: no region is mostly ${unused.map((n) => `"${n}"`).join(", ")}`);
  return {
    version: 1,
    id: page.id,
    title: page.title,
    sourceHash: page.hash,
    width,
    height,
    viewWidth: page.viewWidth,
    viewHeight: page.viewHeight,
    encoding: REGION_ENCODING,
    data: toBase64(encodeRegionIds(ids, width, height)),
    regions: regions.map(regionToTuple),
  };
}

const started = Date.now();
const files = (await readdir(COLORING_DIR)).filter((f) => f.endsWith(".svg")).sort();
await mkdir(OUTPUT_DIR, { recursive: true });
let rasteriser: Rasteriser | null = null;
let built = 0;
try {
  for (const file of files) {
    const page = readPage(file, await readFile(path.join(COLORING_DIR, file), "utf8"));
    const out = path.join(OUTPUT_DIR, `${page.id}.json`);
    if (!force && existsSync(out)) {
      const before = JSON.parse(await readFile(out, "utf8")) as RegionFile;
      if (before.sourceHash === regionHash(page.svg)) continue;
    }
    const t0 = Date.now();
    rasteriser ??= await openRasteriser();
    const result = await build(page, rasteriser);
    const json = await prettier.format(JSON.stringify(result), { parser: "json", printWidth: 120 });
    await writeFile(out, json);
    built++;
    const named = result.regions.filter((r) => !r[1].startsWith("area ")).length;
    console.log(
      `${page.id}: ${result.regions.length} regions (${named} named), ` +
        `${(json.length / 1024).toFixed(1)} KB, ${(gzipSync(json).length / 1024).toFixed(1)} KB gzipped, ` +
        `${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
  }
} finally {
  await rasteriser?.close();
}
const wanted = new Set(files.map((f) => f.replace(/\.svg$/, ".json")));
for (const f of await readdir(OUTPUT_DIR)) {
  if (!wanted.has(f)) {
    await rm(path.join(OUTPUT_DIR, f));
    console.log(`removed ${f} (no coloring page asks for it)`);
  }
}
console.log(`${files.length} pages: ${built} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
