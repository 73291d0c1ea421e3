import { describe, expect, it } from "vitest";
import { decodePoints, encodePoints } from "./points-codec.ts";
import { addStroke, emptyPicture, fillRegion, pictureFromJson, pictureToJson, type Picture } from "./picture.ts";

function wobblyStroke(seed: number, count: number): number[] {
  const points: number[] = [];
  let x = 200 + seed;
  let y = 300;
  for (let i = 0; i < count; i++) {
    x += Math.round(Math.sin(i * 0.37 + seed) * 9);
    y += Math.round(Math.cos(i * 0.21 + seed) * 9);
    points.push(x, y);
  }
  return points;
}

describe("picture", () => {
  it("round-trips points, including big jumps and negatives", () => {
    const points = [0, 0, 15, -15, 1699, 2199, -40, 3, 1000000, 7];
    expect(decodePoints(encodePoints(points))).toEqual(points);
  });

  it("drops a region's strokes when the region is filled again", () => {
    let p = emptyPicture("duck");
    p = addStroke(p, { region: 3, colour: "#aed6f1", size: 20, points: [1, 2, 3, 4] });
    p = addStroke(p, { region: 4, colour: null, size: 20, points: [1, 2] });
    p = fillRegion(p, 3, "#f6b8c4");
    expect(p.strokes.map((s) => s.region)).toEqual([4]);
    expect(p.fills.get(3)).toBe("#f6b8c4");
    expect(fillRegion(p, 3, null).fills.has(3)).toBe(false);
  });

  it("serialises 500 fills and 100 long strokes in under 200 KB, and reads them back", () => {
    let p: Picture = emptyPicture("bubble-bath-duck");
    for (let i = 0; i < 500; i++)
      p = fillRegion(p, (i % 500) + 1, `#${(i * 2654435).toString(16).padStart(6, "0").slice(-6)}`);
    for (let i = 0; i < 100; i++) {
      p = addStroke(p, { region: 501 + i, colour: i % 5 ? "#7da3e0" : null, size: 24, points: wobblyStroke(i, 400) });
    }
    const text = JSON.stringify(pictureToJson(p));
    expect(text.length).toBeLessThan(200 * 1024);
    const back = pictureFromJson(JSON.parse(text));
    expect(back).toEqual(p);
  });

  it("refuses what is not a picture", () => {
    expect(pictureFromJson(null)).toBeNull();
    expect(pictureFromJson({ v: 2, page: "x", fills: [], strokes: [] })).toBeNull();
    expect(pictureFromJson({ v: 1, page: "x", fills: [[1, "red"]], strokes: [] })).toBeNull();
    expect(pictureFromJson({ v: 1, page: "x", fills: [], strokes: [{ r: 1, c: null, s: 4, p: "!" }] })).toBeNull();
  });
});
