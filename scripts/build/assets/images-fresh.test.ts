/**
 * Stale art fails `npm test`: every source picture must have an entry made from exactly its current
 * bytes, and every file the manifest names must exist. No browser: this reads files and hashes them.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { OUTPUT_DIR, PUBLIC_DIR } from "./config.ts";
import { filesOf, readManifest } from "./manifest.ts";
import { discoverSources } from "./sources.ts";

const RUN = "Run `npm run assets` and commit the result.";

describe("generated images (src/content/images.generated.json, public/images/)", async () => {
  const sources = await discoverSources();
  const manifest = await readManifest();

  it("has an up-to-date entry for every source picture", () => {
    const problems = sources.flatMap((s) => {
      const entry = manifest[s.id];
      if (!entry) return [`${s.origin}: no generated images yet.`];
      if (entry.sourceHash !== s.hash) return [`${s.origin}: changed since its images were made.`];
      return [];
    });
    expect(problems, `${problems.join("\n")}\n${RUN}`).toEqual([]);
  });

  it("names only pictures that still have a source", () => {
    const ids = new Set(sources.map((s) => s.id));
    const orphans = Object.keys(manifest).filter((id) => !ids.has(id));
    expect(orphans, `These images have no source any more. ${RUN}`).toEqual([]);
  });

  it("names files that exist, and public/images holds nothing else", () => {
    const named = Object.values(manifest).flatMap(filesOf);
    const missing = named.filter((src) => !existsSync(path.join(PUBLIC_DIR, src)));
    expect(missing, `Missing generated files. ${RUN}`).toEqual([]);
    const onDisk = existsSync(OUTPUT_DIR)
      ? readdirSync(OUTPUT_DIR, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => "/" + path.relative(PUBLIC_DIR, path.join(e.parentPath, e.name)).replace(/\\/g, "/"))
      : [];
    // public/images/games/ holds the games' own pictures, made and checked by `npm run game-shots`.
    const unused = onDisk.filter((src) => !named.includes(src) && !src.startsWith("/images/games/"));
    expect(unused, `Unused files under public/images. ${RUN}`).toEqual([]);
  });

  it("lists variants ascending by width, never wider than the full picture", () => {
    for (const entry of Object.values(manifest)) {
      const widths = entry.variants.map((v) => v.width);
      expect(widths, entry.id).toEqual([...widths].sort((a, b) => a - b));
      expect(Math.max(...widths), entry.id).toBeLessThanOrEqual(entry.full.width);
    }
  });
});
