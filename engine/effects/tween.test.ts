import { describe, expect, it } from "vitest";
import { easeOutCubic } from "./easing";
import { createTweens } from "./tween";

describe("createTweens", () => {
  it("moves a value only when updated and ends exactly on its target", () => {
    const tweens = createTweens();
    const values: number[] = [];
    let completed = 0;
    tweens.add({ from: 0, to: 100, durationMs: 100, onUpdate: (v) => values.push(v), onComplete: () => completed++ });
    expect(values).toEqual([]);
    expect(tweens.update(25)).toBe(true);
    expect(values).toEqual([25]);
    tweens.update(50);
    expect(values).toEqual([25, 75]);
    expect(tweens.active()).toBe(true);
    tweens.update(1000);
    expect(values).toEqual([25, 75, 100]);
    expect(completed).toBe(1);
    expect(tweens.active()).toBe(false);
    expect(tweens.update(16)).toBe(false);
    expect(completed).toBe(1);
  });

  it("applies its easing between the ends", () => {
    const tweens = createTweens();
    let value = -1;
    tweens.add({ from: 10, to: 20, durationMs: 200, ease: easeOutCubic, onUpdate: (v) => (value = v) });
    tweens.update(50);
    expect(value).toBeCloseTo(10 + 10 * easeOutCubic(0.25), 10);
  });

  it("waits out its delay without reporting", () => {
    const tweens = createTweens();
    const values: number[] = [];
    tweens.add({ from: 0, to: 1, durationMs: 100, delayMs: 50, onUpdate: (v) => values.push(v) });
    expect(tweens.update(40)).toBe(false);
    expect(values).toEqual([]);
    tweens.update(60);
    expect(values).toEqual([0.5]);
  });

  it("finishes a zero-length tween on the next update", () => {
    const tweens = createTweens();
    const values: number[] = [];
    tweens.add({ from: 3, to: 7, durationMs: 0, onUpdate: (v) => values.push(v) });
    tweens.update(0);
    expect(values).toEqual([7]);
  });

  it("starts a tween added from onComplete on the following update", () => {
    const tweens = createTweens();
    const log: string[] = [];
    tweens.add({
      from: 0,
      to: 1,
      durationMs: 10,
      onUpdate: (v) => log.push(`a${v}`),
      onComplete: () => tweens.add({ from: 0, to: 1, durationMs: 10, onUpdate: (v) => log.push(`b${v}`) }),
    });
    tweens.update(10);
    expect(log).toEqual(["a1"]);
    tweens.update(5);
    expect(log).toEqual(["a1", "b0.5"]);
  });

  it("cancels without completing, finishes at once, and clears everything", () => {
    const tweens = createTweens();
    const log: string[] = [];
    const a = tweens.add({
      from: 0,
      to: 1,
      durationMs: 100,
      onUpdate: () => log.push("a"),
      onComplete: () => log.push("a!"),
    });
    const b = tweens.add({
      from: 0,
      to: 9,
      durationMs: 100,
      onUpdate: (v) => log.push(`b${v}`),
      onComplete: () => log.push("b!"),
    });
    a.cancel();
    b.finish();
    expect(log).toEqual(["b9", "b!"]);
    expect(a.done && b.done).toBe(true);
    expect(tweens.update(10)).toBe(false);
    const c = tweens.add({ from: 0, to: 1, durationMs: 100, onUpdate: () => log.push("c") });
    tweens.clear();
    tweens.update(10);
    expect(c.done).toBe(true);
    expect(log).toEqual(["b9", "b!"]);
  });
});
