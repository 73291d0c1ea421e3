import { describe, expect, it } from "vitest";
import { step } from "./types";

describe("lightbox step", () => {
  it("moves forward and back within the set", () => {
    expect(step(0, 1, 5)).toBe(1);
    expect(step(3, -1, 5)).toBe(2);
  });
  it("wraps around at both ends", () => {
    expect(step(4, 1, 5)).toBe(0);
    expect(step(0, -1, 5)).toBe(4);
  });
  it("stays put in an empty set", () => {
    expect(step(0, 1, 0)).toBe(0);
  });
});
