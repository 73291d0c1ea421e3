import { describe, expect, it } from "vitest";
import { addStroke, emptyPicture, fillRegion } from "./picture.ts";
import { isFinished, pictureProgress, progressText } from "./progress.ts";
import { mapFromRows } from "./test-maps.ts";

// Region 1 is the largest, then 2, then 3.
const map = mapFromRows(["111111.22", "111111.22", "111111.33"]);

describe("a picture's progress", () => {
  it("counts filled parts and parts with a coloured stroke, not erased ones, and lists what is left largest first", () => {
    let picture = emptyPicture("test");
    expect(pictureProgress(map, picture)).toEqual({ coloured: 0, total: 3, left: [1, 2, 3] });
    picture = fillRegion(picture, 2, "#aed6f1");
    picture = addStroke(picture, { region: 3, colour: null, size: 14, points: [8, 2] });
    expect(pictureProgress(map, picture)).toMatchObject({ coloured: 1, left: [1, 3] });
    expect(progressText(pictureProgress(map, picture))).toBe("1 of 3 parts coloured");
    picture = addStroke(picture, { region: 3, colour: "#f2897b", size: 14, points: [8, 2] });
    picture = fillRegion(picture, 1, "#f2897b");
    const done = pictureProgress(map, picture);
    expect(isFinished(done)).toBe(true);
    expect(progressText(done)).toBe("All 3 parts coloured");
  });

  it("takes a part back to paper when its fill is erased", () => {
    const picture = fillRegion(fillRegion(emptyPicture("test"), 1, "#aed6f1"), 1, null);
    expect(pictureProgress(map, picture).coloured).toBe(0);
  });
});
