import { describe, expect, it } from "vitest";
import { CLOUD_COUNT, STAR_COUNT, makeClouds, makeStars } from "./sky-layout";

describe("sky layout", () => {
  it("places 100 stars and 5 clouds inside the viewport", () => {
    const stars = makeStars();
    expect(stars).toHaveLength(STAR_COUNT);
    expect(makeClouds()).toHaveLength(CLOUD_COUNT);
    for (const s of stars) {
      expect(s.x).toBeGreaterThanOrEqual(0);
      expect(s.x).toBeLessThanOrEqual(100);
      expect(s.y).toBeGreaterThanOrEqual(0);
      expect(s.y).toBeLessThanOrEqual(100);
    }
  });

  it("is the same on the server and in the browser", () => {
    expect(makeStars()).toEqual(makeStars());
    expect(makeClouds()).toEqual(makeClouds());
  });
});
