import { describe, expect, it } from "vitest";
import { createFixedStep } from "./fixed-step";

describe("fixed step accumulator", () => {
  it("returns the interpolation fraction of the next step", () => {
    const fixed = createFixedStep({ stepMs: 100 });
    let steps = 0;
    expect(fixed.advance(150, () => (steps += 1))).toBeCloseTo(0.5);
    expect(steps).toBe(1);
    expect(fixed.advance(25, () => (steps += 1))).toBeCloseTo(0.75);
    expect(steps).toBe(1);
  });

  it("clamps a frame to 250 ms and catches up at most 5 steps", () => {
    const fixed = createFixedStep({ stepMs: 10 });
    let steps = 0;
    const alpha = fixed.advance(2000, () => (steps += 1));
    expect(steps).toBe(5);
    expect(alpha).toBeLessThan(1);
    // The dropped time is gone: a normal frame after it runs a normal number of steps.
    steps = 0;
    fixed.advance(20, () => (steps += 1));
    expect(steps).toBeLessThanOrEqual(3);
  });

  it("uses a new step length from the next step on, even inside the same frame", () => {
    const fixed = createFixedStep({ stepMs: 200 });
    const at: number[] = [];
    let elapsed = 0;
    fixed.advance(200, () => {
      elapsed += fixed.stepMs();
      at.push(elapsed);
      fixed.setStepMs(100);
    });
    expect(at).toEqual([200]);
    fixed.advance(150, () => {
      elapsed += fixed.stepMs();
      at.push(elapsed);
    });
    expect(at).toEqual([200, 300]);
    const mid = createFixedStep({ stepMs: 200 });
    let count = 0;
    // Frame of 250 ms: the first 200 ms step shortens the next to 50 ms, which is then due too.
    mid.advance(250, () => {
      count += 1;
      mid.setStepMs(50);
    });
    expect(count).toBe(2);
  });

  it("reads a changing step length once per step, and again only when stepping starts over", () => {
    let length = 100;
    let reads = 0;
    const fixed = createFixedStep({
      stepMs: () => {
        reads += 1;
        return length;
      },
    });
    expect(reads).toBe(1);
    let steps = 0;
    // Three frames of one step each, one of two: a read after each step, none before.
    for (const frame of [100, 100, 100, 200]) fixed.advance(frame, () => (steps += 1));
    expect(steps).toBe(5);
    expect(reads).toBe(1 + 5);
    // A step that changes the pace: the next step of the same frame is already the new length.
    fixed.advance(250, () => {
      steps += 1;
      length = 50;
    });
    expect(steps).toBe(5 + 4);
    // Idle (reset each frame): no reads; the first frame stepping again reads the new pace once.
    fixed.reset();
    fixed.reset();
    const idle = reads;
    length = 200;
    fixed.advance(100, () => (steps += 1));
    expect(reads).toBe(idle + 1);
    expect(steps).toBe(9);
    fixed.advance(100, () => (steps += 1));
    expect(steps).toBe(10);
  });

  it("refuses a step length that is not a positive number", () => {
    expect(() => createFixedStep({ stepMs: 0 })).toThrow();
    expect(() => createFixedStep({ stepMs: 100 }).setStepMs(Number.NaN)).toThrow();
  });
});
