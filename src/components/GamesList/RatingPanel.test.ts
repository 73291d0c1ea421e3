import { describe, expect, it } from "vitest";
import { starFill } from "./RatingPanel";

describe("the games rating's stars", () => {
  it("fills four whole stars and half of the fifth", () => {
    expect([0, 1, 2, 3, 4].map((index) => starFill(4.5, index))).toEqual([1, 1, 1, 1, 0.5]);
    expect([0, 1, 2].map((index) => starFill(1.25, index))).toEqual([1, 0.25, 0]);
  });
});
