import { describe, expect, it } from "vitest";
import { AWARD_MS, awardBadge, awardFrame, awardLength, CALM_AWARD_MS } from "./award-flight";

const size = { width: 600, height: 400 };

describe("an award's flight into the corner badge", () => {
  it("pops up above the board's middle, then flies into the top-right badge and rests there", () => {
    const start = awardFrame(AWARD_MS.pop + 10, size, false)!;
    expect(start.x).toBe(300);
    expect(start.y).toBeLessThan(200);
    expect(start.badge).toBe(0);
    const badge = awardBadge(size);
    const resting = awardFrame(AWARD_MS.pop + AWARD_MS.hold + AWARD_MS.fly + 100, size, false)!;
    expect(resting).toMatchObject({ x: badge.x, y: badge.y, size: badge.picture, alpha: 1, badge: 1 });
    expect(badge.x).toBeGreaterThan(size.width * 0.8);
    expect(badge.y).toBeLessThan(size.height * 0.2);
  });

  it("moves only towards the corner while flying, and grows smaller", () => {
    const from = AWARD_MS.pop + AWARD_MS.hold;
    let last = awardFrame(from, size, false)!;
    for (let t = from + 50; t < from + AWARD_MS.fly; t += 50) {
      const next = awardFrame(t, size, false)!;
      expect(next.x).toBeGreaterThanOrEqual(last.x);
      expect(next.size).toBeLessThanOrEqual(last.size);
      last = next;
    }
  });

  it("under reduced motion stays in the badge and only fades in and out", () => {
    const badge = awardBadge(size);
    for (const t of [0, 100, CALM_AWARD_MS.appear + 50, awardLength(true) - 100]) {
      const frame = awardFrame(t, size, true)!;
      expect(frame).toMatchObject({ x: badge.x, y: badge.y, size: badge.picture });
    }
    expect(awardFrame(CALM_AWARD_MS.appear + 10, size, true)!.alpha).toBe(1);
    expect(awardFrame(10, size, true)!.alpha).toBeLessThan(0.1);
  });

  it("is gone once its time is over", () => {
    expect(awardFrame(awardLength(false), size, false)).toBeNull();
    expect(awardFrame(awardLength(true), size, true)).toBeNull();
    expect(awardFrame(awardLength(false) - 1, size, false)!.alpha).toBeLessThan(0.05);
  });
});
