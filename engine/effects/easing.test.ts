import { describe, expect, it } from "vitest";
import {
  easeInCubic,
  easeInOutCubic,
  easeInOutSine,
  easeInQuad,
  easeInSine,
  easeOutBack,
  easeOutCubic,
  easeOutQuad,
  easeOutSine,
  linear,
  pulse,
} from "./easing";

const curves = {
  linear,
  easeInQuad,
  easeOutQuad,
  easeInCubic,
  easeOutCubic,
  easeInOutCubic,
  easeInSine,
  easeOutSine,
  easeInOutSine,
  easeOutBack,
};

describe("easing", () => {
  it.each(Object.entries(curves))("%s starts at 0 and ends at 1", (_name, ease) => {
    expect(ease(0)).toBeCloseTo(0, 10);
    expect(ease(1)).toBeCloseTo(1, 10);
  });

  it.each(Object.entries(curves))("%s clamps progress outside [0, 1]", (_name, ease) => {
    expect(ease(-0.5)).toBeCloseTo(0, 10);
    expect(ease(3)).toBeCloseTo(1, 10);
  });

  it("eases out fast and in slow, meeting halfway for the symmetric curves", () => {
    expect(easeOutCubic(0.25)).toBeGreaterThan(0.25);
    expect(easeInCubic(0.25)).toBeLessThan(0.25);
    expect(easeInOutSine(0.5)).toBeCloseTo(0.5, 10);
    expect(easeInOutCubic(0.5)).toBeCloseTo(0.5, 10);
  });

  it("lets easeOutBack overshoot before it settles on 1", () => {
    const peak = Math.max(...Array.from({ length: 101 }, (_, i) => easeOutBack(i / 100)));
    expect(peak).toBeGreaterThan(1);
    expect(peak).toBeLessThan(1.15);
  });

  it("gives pulse a rise and a fall back to 0", () => {
    expect(pulse(0)).toBe(0);
    expect(pulse(0.5)).toBeCloseTo(1, 10);
    expect(pulse(1)).toBeCloseTo(0, 10);
  });
});
