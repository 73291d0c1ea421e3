import { describe, expect, it } from "vitest";
import { pinchStep, wheelScale } from "./gestures";

describe("gestures", () => {
  it("reads a pinch as zoom about the fingers' midpoint and the midpoint's travel as pan", () => {
    const step = pinchStep(
      [
        { x: 0, y: 0 },
        { x: 100, y: 0 },
      ],
      [
        { x: -50, y: 10 },
        { x: 150, y: 10 },
      ],
    );
    expect(step).toEqual({ scale: 2, origin: { x: 50, y: 0 }, panX: 0, panY: 10 });
  });

  it("zooms in on a wheel turned away from the reader and out towards them", () => {
    expect(wheelScale(-100, 0)).toBeGreaterThan(1);
    expect(wheelScale(100, 0)).toBeLessThan(1);
    expect(wheelScale(-100, 0) * wheelScale(100, 0)).toBeCloseTo(1);
  });
});
