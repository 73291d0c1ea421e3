import { describe, expect, it } from "vitest";
import { fullSize, ruleFor } from "./config.ts";
import { makeSource, parseViewBox } from "./sources.ts";

const svg = (inner = "", box = "0 0 850 1100") =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box}">${inner}</svg>`;

describe("fullSize: the download's pixel size for each group of the content contract", () => {
  it.each([
    ["coloring", 850, 1100, 2550, 3300],
    ["activities", 850, 1100, 2550, 3300],
    ["worksheets", 850, 1100, 2550, 3300],
    ["self-help", 1080, 1350, 2160, 2700],
    ["gallery-memes", 1200, 900, 2400, 1800],
    ["blog", 1600, 900, 2400, 1350],
    ["about", 800, 800, 1600, 1600],
  ])("%s %ix%i -> %ix%i", (group, w, h, width, height) => {
    expect(fullSize(group, w, h)).toEqual({ width, height });
  });

  it("gives printables at least 2400 px on the long side and thumbnails no wider than 960", () => {
    expect(ruleFor("worksheets")).toMatchObject({ printable: true, thumbnailWidths: [320, 640, 960] });
    expect(ruleFor("gallery-rooms")).toMatchObject({ printable: false, thumbnailWidths: [320, 640, 960, 1280] });
  });
});

describe("makeSource", () => {
  it("reads the viewBox and hashes the content", () => {
    const a = makeSource("coloring/test-page", svg(), "test");
    expect(a).toMatchObject({ group: "coloring", viewWidth: 850, viewHeight: 1100 });
    expect(makeSource("coloring/test-page", svg("<circle r='1'/>"), "test").hash).not.toBe(a.hash);
    expect(makeSource("coloring/test-page", svg(), "test").hash).toBe(a.hash);
  });

  it("hashes the group's rule too, so moving a picture to another group remakes it", () => {
    expect(makeSource("coloring/x", svg(), "t").hash).not.toBe(makeSource("blog/x", svg(), "t").hash);
  });

  it("refuses ids that are not <group>/<name> in lowercase kebab-case", () => {
    for (const id of ["coloring/Big_Page", "coloring", "a/b/c", "coloring/-x"]) {
      expect(() => makeSource(id, svg(), "t"), id).toThrow(/kebab-case/);
    }
  });

  it("refuses art that reaches outside the file", () => {
    expect(() => makeSource("blog/x", svg('<image href="https://example.com/a.png"/>'), "t")).toThrow(/outside/);
    expect(() => makeSource("blog/x", svg("<style>@import url(//fonts.example/x.css)</style>"), "t")).toThrow(
      /outside/,
    );
    expect(() => makeSource("blog/x", svg('<use href="#star"/>'), "t")).not.toThrow();
  });

  it("needs a viewBox starting at 0 0", () => {
    expect(() => parseViewBox('<svg width="10" height="10"></svg>', "t")).toThrow(/viewBox/);
    expect(parseViewBox(svg("", "0 0 1200 900"), "t")).toEqual({ viewWidth: 1200, viewHeight: 900 });
  });
});
