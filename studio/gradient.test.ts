import { describe, expect, it } from "vitest";
import { defaultGradient, dragGradient, gradientAt, type Gradient } from "./gradient.ts";
import { changedParts, paintPicture, paintRegion, rgbaWord } from "./paint.ts";
import { emptyPicture, fillRegion, pictureFromJson, pictureToJson } from "./picture.ts";
import { createHistory, historyFromJson, historyToJson, record, undo } from "./history.ts";
import { mapFromRows } from "./test-maps.ts";

// Region 1 on the left, 2 on the right, a line between; region 3 a box inside region 2.
const map = mapFromRows([
  "111.22222222",
  "111.22222222",
  "111.22....22",
  "111.22.33.22",
  "111.22....22",
  "111.22222222",
]);
const WHITE = 0xffffffff;
const red = (word: number) => word & 0xff;

const gradient: Gradient = { kind: "linear", from: "#ff0000", to: "#0000ff", x0: 4, y0: 0, x1: 11, y1: 0 };

describe("gradient fill", () => {
  it("runs from the first colour to the second along the drag, and stays the end colours beyond it", () => {
    expect(gradientAt(gradient, 3, 0)).toBe(0);
    expect(gradientAt(gradient, 11, 3)).toBe(1);
    expect(gradientAt(gradient, 7, 5)).toBeGreaterThan(0.3);
    expect(gradientAt(gradient, 7, 5)).toBeLessThan(0.7);
    const radial: Gradient = { ...gradient, kind: "radial", x0: 6, y0: 3, x1: 9, y1: 3 };
    expect(gradientAt(radial, 6, 3)).toBeLessThan(0.25);
    expect(gradientAt(radial, 11, 0)).toBe(1);
  });

  it("paints only its own region: the lines, the region beside it and the one inside it stay white", () => {
    const words = new Uint32Array(map.width * map.height);
    paintPicture(words, map, fillRegion(emptyPicture("t"), 2, gradient));
    const at = (x: number, y: number) => words[y * map.width + x]!;
    for (let y = 0; y < map.height; y++) {
      for (let x = 0; x < map.width; x++) {
        const id = map.ids[y * map.width + x];
        if (id === 2) expect(at(x, y), `${x},${y} is painted`).not.toBe(WHITE);
        else expect(at(x, y), `${x},${y} (region ${id}) stays white`).toBe(WHITE);
      }
    }
    // Red at the start, blue at the end, in between on the way.
    expect(red(at(4, 0))).toBeGreaterThan(200);
    expect(red(at(11, 0))).toBeLessThan(40);
    expect(red(at(4, 0))).toBeGreaterThan(red(at(8, 0)));
  });

  it("repaints the same pixels through a tile of the screen as from scratch", () => {
    const picture = fillRegion(emptyPicture("t"), 2, gradient);
    const whole = new Uint32Array(map.width * map.height).fill(WHITE);
    paintPicture(whole, map, picture);
    const area = { x: 4, y: 1, width: 6, height: 4 };
    const tile = new Uint32Array(area.width * area.height).fill(WHITE);
    paintRegion(tile, map, picture, 2, area);
    for (let y = 0; y < area.height; y++) {
      for (let x = 0; x < area.width; x++) {
        expect(tile[y * area.width + x]).toBe(whole[(y + area.y) * map.width + x + area.x]);
      }
    }
  });

  it("replaces a plain fill, counts as a change of the region, and undoes back to it", () => {
    const blue = rgbaWord("#0000ff");
    let h = record(createHistory(emptyPicture("t")), { kind: "fill", region: 2, colour: "#0000ff" });
    const before = h.current;
    h = record(h, { kind: "fill", region: 2, colour: gradient });
    expect(changedParts(map, before, h.current).get(2)).toBeNull();
    h = undo(h);
    const words = new Uint32Array(map.width * map.height);
    paintPicture(words, map, h.current);
    expect(words[5]).toBe(blue);
  });

  it("keeps its colours and direction through the saved form", () => {
    const picture = fillRegion(fillRegion(emptyPicture("t"), 2, gradient), 1, "#aed6f1");
    expect(pictureFromJson(JSON.parse(JSON.stringify(pictureToJson(picture))))).toEqual(picture);
    const h = record(createHistory(emptyPicture("t")), { kind: "fill", region: 2, colour: gradient });
    expect(historyFromJson(JSON.parse(JSON.stringify(historyToJson(h))))!.current.fills.get(2)).toEqual(gradient);
    expect(
      pictureFromJson({
        v: 1,
        page: "t",
        fills: [[2, { g: "x", a: "#000000", b: "#ffffff", p: [0, 0, 1, 1] }]],
        strokes: [],
      }),
    ).toBeNull();
  });

  it("has a default direction for each style and follows a drag", () => {
    const bounds = { x: 10, y: 20, width: 100, height: 50 };
    expect(defaultGradient(bounds, "top-to-bottom", "#000000", "#ffffff")).toMatchObject({
      kind: "linear",
      y0: 20,
      y1: 69,
    });
    expect(defaultGradient(bounds, "left-to-right", "#000000", "#ffffff")).toMatchObject({ x0: 10, x1: 109 });
    expect(defaultGradient(bounds, "from-middle", "#000000", "#ffffff")).toMatchObject({
      kind: "radial",
      x0: 60,
      y0: 45,
    });
    expect(dragGradient("from-middle", "#000000", "#ffffff", { x: 1.4, y: 2 }, { x: 9, y: 2.6 })).toMatchObject({
      kind: "radial",
      x0: 1,
      y0: 2,
      x1: 9,
      y1: 3,
    });
  });
});
