import { describe, expect, it } from "vitest";
import { strokeMask } from "./brush.ts";
import { changedParts, paintMap, paintPicture, paintRegion, rgbaWord } from "./paint.ts";
import { addStroke, emptyPicture, fillRegion, type Picture } from "./picture.ts";
import type { Bounds } from "./region-map.ts";
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
    expect([...changedParts(map, a, b).keys()]).toEqual([2]);
    expect([...changedParts(map, emptyPicture("t"), b).keys()].sort()).toEqual([1, 2]);
  });
});

describe("painting in tiles", () => {
  const rows = ["11111.2222", "11.11.2222", "11111.....", "....333333", "3333333.44", "3333333.44", "3333333.44"];
  const big = mapFromRows(rows);
  // 3-pixel tiles, each holding a one-pixel apron of its neighbours, as the screen's layer does.
  const tiles: { outer: Bounds }[] = [];
  for (let y = 0; y < big.height; y += 3) {
    for (let x = 0; x < big.width; x += 3) {
      const [x0, y0] = [Math.max(0, x - 1), Math.max(0, y - 1)];
      const [x1, y1] = [Math.min(big.width, x + 4), Math.min(big.height, y + 4)];
      tiles.push({ outer: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } });
    }
  }
  const area = (t: { outer: Bounds }) => t.outer;
  const uniform = (b: Bounds, region: number) => {
    for (let y = b.y; y < b.y + b.height; y++) {
      for (let x = b.x; x < b.x + b.width; x++) if (big.ids[y * big.width + x] !== region) return false;
    }
    return true;
  };

  /** Each tile's share of the whole picture, its apron included. */
  const cut = (whole: Uint32Array) =>
    tiles.map(({ outer }) => {
      const words = new Uint32Array(outer.width * outer.height);
      for (let y = 0; y < outer.height; y++) {
        const from = (outer.y + y) * big.width + outer.x;
        words.set(whole.subarray(from, from + outer.width), y * outer.width);
      }
      return words;
    });
  const wholePicture = (picture: Picture) => {
    const words = new Uint32Array(big.width * big.height);
    paintPicture(words, big, picture);
    return words;
  };

  it("gives the same pixels as painting the whole picture, after every repaint of the regions that changed", () => {
    const steps: Picture[] = [emptyPicture("t")];
    const add = (p: Picture) => steps.push(p);
    add(fillRegion(steps.at(-1)!, 1, "#ff0000"));
    add(fillRegion(steps.at(-1)!, 3, "#00ff00"));
    add(addStroke(steps.at(-1)!, { region: 3, colour: "#0000ff", size: 3, points: [1, 5, 6, 4] }));
    add(addStroke(steps.at(-1)!, { region: 1, colour: null, size: 2, points: [0, 0, 3, 1] }));
    add(addStroke(steps.at(-1)!, { region: 2, colour: "#ffff00", size: 2, points: [6, 0] }));
    add(addStroke(steps.at(-1)!, { region: 2, colour: "#00ffff", size: 2, points: [9, 1] }));
    add(fillRegion(steps.at(-1)!, 4, "#123456"));
    add(fillRegion(steps.at(-1)!, 3, null));
    add(emptyPicture("t"));
    // Forwards, then backwards (undo), then jumps, each by repainting only the changed regions.
    const order = [...steps.keys(), ...[...steps.keys()].reverse(), 4, 6, 1, 8, 3];
    const words = tiles.map((t) => new Uint32Array(t.outer.width * t.outer.height));
    let shown = steps[0]!;
    tiles.forEach((t, i) => paintPicture(words[i]!, big, shown, area(t)));
    for (const at of order) {
      const next = steps[at]!;
      for (const [region, clip] of changedParts(big, shown, next)) {
        tiles.forEach((t, i) => {
          const options = clip ? { clip } : { whole: uniform(t.outer, region) };
          paintRegion(words[i]!, big, next, region, area(t), options);
        });
      }
      shown = next;
      expect(words).toEqual(cut(wholePicture(next)));
    }
  });

  it("repaints a region in full when its fill changed, else only the patch of the strokes that came or went", () => {
    const filled = fillRegion(emptyPicture("t"), 3, "#00ff00");
    const stroke = { region: 3, colour: "#0000ff", size: 2, points: [1, 5, 2, 5] };
    const stroked = addStroke(filled, stroke);
    expect([...changedParts(big, emptyPicture("t"), filled)]).toEqual([[3, null]]);
    expect([...changedParts(big, stroked, filled)]).toEqual([[3, strokeMask(big, stroke)!.bounds]]);
    expect([...changedParts(big, stroked, emptyPicture("t"))]).toEqual([[3, null]]);
    expect(tiles.some((t) => uniform(t.outer, 3))).toBe(true);
  });

  it("says whether a tile's pixels changed, so an untouched tile is not uploaded", () => {
    const picture = fillRegion(emptyPicture("t"), 4, "#123456");
    const words = tiles.map((t) => new Uint32Array(t.outer.width * t.outer.height));
    tiles.forEach((t, i) => paintPicture(words[i]!, big, emptyPicture("t"), area(t)));
    const changed = tiles.map((t, i) => paintRegion(words[i]!, big, picture, 4, area(t)));
    const b = big.regions[4]!.bounds;
    const holding = tiles.flatMap(({ outer: o }, i) =>
      o.x < b.x + b.width && b.x < o.x + o.width && o.y < b.y + b.height && b.y < o.y + o.height ? [i] : [],
    );
    expect(changed.flatMap((c, i) => (c ? [i] : []))).toEqual(holding);
    expect(tiles.map((t, i) => paintRegion(words[i]!, big, picture, 4, area(t)))).not.toContain(true);
  });
});
