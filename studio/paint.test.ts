import { describe, expect, it } from "vitest";
import { changedRegions, paintMap, paintPicture, paintRegion, rgbaWord } from "./paint.ts";
import { addStroke, emptyPicture, fillRegion } from "./picture.ts";
import { mapFromRows } from "./test-maps.ts";

const map = mapFromRows(["1111.2222", "1111.2222", "1111.2222", "1111.2222"]);
const WHITE = 0xffffffff;

describe("paint", () => {
  it("gives line pixels to a neighbouring region, so colour reaches under the line", () => {
    const pm = paintMap(map, 1);
    expect([...pm.ids.slice(0, 9)]).toEqual([1, 1, 1, 1, 1, 2, 2, 2, 2]);
    expect(pm.regions[2]!.bounds.x).toBe(4);
  });

  it("fills a region and nothing outside it", () => {
    const words = new Uint32Array(map.width * map.height);
    const sky = rgbaWord("#aed6f1");
    paintPicture(words, map, fillRegion(emptyPicture("t"), 2, "#aed6f1"));
    expect(words[5]).toBe(sky);
    expect(words[0]).toBe(WHITE);
    expect(words[4]).toBe(WHITE);
  });

  it("repaints one region to match the picture, strokes on top of its fill", () => {
    const words = new Uint32Array(map.width * map.height).fill(WHITE);
    let picture = fillRegion(emptyPicture("t"), 1, "#ff0000");
    picture = addStroke(picture, { region: 1, colour: null, size: 2, points: [0, 0] });
    paintRegion(words, map, picture, 1);
    expect(words[0]).toBe(WHITE);
    expect(words[1]).toBe(rgbaWord("#ff0000"));
  });

  it("names the regions two pictures differ in", () => {
    const a = fillRegion(emptyPicture("t"), 1, "#ff0000");
    const b = addStroke(a, { region: 2, colour: "#00ff00", size: 2, points: [6, 1] });
    expect([...changedRegions(a, b)]).toEqual([2]);
    expect([...changedRegions(emptyPicture("t"), b)].sort()).toEqual([1, 2]);
  });
});
