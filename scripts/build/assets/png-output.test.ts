/**
 * The downloads people print: read each generated PNG's chunk list (no decoding, no browser) and check
 * what a printer and the determinism promise need.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PRINT_MIN_LONG_SIDE, PUBLIC_DIR, ruleFor } from "./config.ts";
import { readManifest } from "./manifest.ts";

function chunks(png: Buffer): { type: string; data: Buffer }[] {
  const out = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    out.push({ type: png.toString("latin1", at + 4, at + 8), data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return out;
}

describe("generated PNG downloads", async () => {
  const entries = Object.values(await readManifest());

  it.each(entries.map((e) => [e.id, e] as const))(
    "%s is opaque (a sticker: cut out), metadata-free and big enough",
    (id, entry) => {
      const list = chunks(readFileSync(path.join(PUBLIC_DIR, entry.full.src)));
      const header = list[0]!;
      expect(header.type).toBe("IHDR");
      expect([header.data.readUInt32BE(0), header.data.readUInt32BE(4)]).toEqual([entry.full.width, entry.full.height]);
      // Colour type 3 is a palette; with no tRNS chunk nothing is transparent. Stickers keep their cut-out edge.
      expect(header.data[9]).toBe(3);
      const types = list.map((c) => c.type);
      if (ruleFor(id.split("/")[0]!).transparent) expect(types).toContain("tRNS");
      else expect(types).not.toContain("tRNS");
      // Timestamps and text would make two runs differ, and say nothing useful to a printer.
      expect(types.filter((t) => ["tIME", "tEXt", "iTXt", "zTXt", "eXIf"].includes(t))).toEqual([]);
      if (ruleFor(id.split("/")[0]!).printable) {
        expect(Math.max(entry.full.width, entry.full.height)).toBeGreaterThanOrEqual(PRINT_MIN_LONG_SIDE);
      }
    },
  );
});
