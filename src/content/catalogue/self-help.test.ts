import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ART as art, artSource as source, expectDistinctDescribedItems } from "./art-test-support.ts";
import { selfHelpCategories } from "./self-help.ts";

const viewBoxes: Record<string, string> = { "self-help": "0 0 1080 1350", worksheets: "0 0 850 1100" };
const items = selfHelpCategories.flatMap((c) => c.items);

describe("selfHelpCategories", () => {
  it("has the Self-help page's two tabs in order, with 8 graphics and 12 worksheets", () => {
    expect(selfHelpCategories.map((c) => [c.id, c.title, c.items.length])).toEqual([
      ["informative-graphics", "Informative Graphics", 8],
      ["worksheets-and-charts", "Worksheets & Charts", 12],
    ]);
  });

  it("points every item at an SVG source of its group's size, and leaves no source unlisted", () => {
    for (const item of items) {
      const group = item.image.split("/")[0] ?? "";
      expect(Object.keys(viewBoxes), item.image).toContain(group);
      expect(source(item.image), item.image).toContain(`viewBox="${viewBoxes[group]}"`);
    }
    const listed = items.map((i) => i.image).sort();
    const onDisk = Object.keys(viewBoxes)
      .flatMap((group) => readdirSync(new URL(`${group}/`, art)).map((f) => `${group}/${f.replace(/\.svg$/, "")}`))
      .sort();
    expect(listed).toEqual(onDisk);
  });

  it("gives unique titles that make safe download names, and alt text that describes the picture", () => {
    expectDistinctDescribedItems(items);
    for (const item of items) expect(item.title, item.id).toMatch(/^[A-Za-z0-9][A-Za-z0-9 -]*$/);
  });

  it("keeps the art self-contained and its text large enough to read when printed", () => {
    for (const item of items) {
      const svg = source(item.image);
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', ""), item.image).not.toMatch(/https?:|href=|@import/);
      expect(svg, item.image).toContain('font-family="Nunito, Arial, sans-serif"');
      const sizes = [...svg.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]));
      expect(Math.min(...sizes), item.image).toBeGreaterThanOrEqual(18);
    }
  });

  it("tells people in crisis where to turn on the support poster", () => {
    const svg = source("self-help/when-to-reach-out");
    expect(svg).toContain("call or text 988");
    expect(svg).toContain("local emergency number");
  });
});
