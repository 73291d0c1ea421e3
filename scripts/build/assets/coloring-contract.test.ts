/**
 * The content contract for coloring pages, checked on the SVG text: portrait letter, black lines on
 * white only (no grey to fight a crayon), and a title line in Nunito at a size that prints legibly.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ART_DIR } from "./config.ts";

const dir = path.join(ART_DIR, "coloring");
const pages = readdirSync(dir)
  .filter((f) => f.endsWith(".svg"))
  .sort();

describe("coloring pages", () => {
  it("are the fifteen of the Activities tab", () => {
    expect(pages).toHaveLength(15);
  });

  it.each(pages)("%s is black line art on white with a printed title", (file) => {
    const svg = readFileSync(path.join(dir, file), "utf8");
    expect(svg).toMatch(/<svg\b[^>]*viewBox="0 0 850 1100"/);
    const paints = [...svg.matchAll(/\b(?:fill|stroke)="([^"]+)"/g)].map((m) => m[1]!.toLowerCase());
    expect(paints.filter((p) => !["#ffffff", "#1a1a1a", "none"].includes(p) && !p.startsWith("url("))).toEqual([]);
    const title = /<title>([^<]+)<\/title>/.exec(svg)?.[1];
    const caption = /<text\b([^>]*)>([^<]+)<\/text>\s*<\/svg>/.exec(svg);
    expect(caption?.[2]).toBe(title);
    expect(caption?.[1]).toContain('font-family="Nunito, Arial, sans-serif"');
    expect(Number(/font-size="(\d+)"/.exec(caption?.[1] ?? "")?.[1])).toBeGreaterThanOrEqual(18);
    // Outlines 6 to 10 units as printed: a scaled element's stroke is scaled too. The one exception is
    // a tube (a wide black stroke under a narrower white one) that makes a thick line one closed shape.
    const tags = [...svg.matchAll(/<(?:path|circle|ellipse|rect|use|g)\b[^>]*>/g)].map((m) => m[0]);
    const printed = tags.flatMap((tag) => {
      const width = /stroke-width="([\d.]+)"/.exec(tag)?.[1];
      const scale = Number(/scale\(([\d.]+)\)/.exec(tag)?.[1] ?? 1);
      if (width === undefined) return scale === 1 ? [] : [8 * scale];
      return [Number(width) * scale];
    });
    const tubes = tags.filter((t) => /stroke="#ffffff"/.test(t)).length;
    const outside = printed.filter((w) => w < 6 || w > 10);
    expect(outside.length, `stroke widths ${outside.join(", ")}`).toBe(tubes * 2);
  });
});
