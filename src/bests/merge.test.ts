import { describe, expect, it } from "vitest";
import { bestsBetterThan, mergeBests, type BestMap } from "./merge";

const at = (day: number) => `2026-01-0${day}T00:00:00.000Z`;
const high = (value: number, day = 1) => ({ value, lowerIsBetter: false, achievedAt: at(day) });
const low = (value: number, day = 1) => ({ value, lowerIsBetter: true, achievedAt: at(day) });

describe("merging bests", () => {
  const browser: BestMap = { snake: high(120), memory: low(14), "color-match:easy": high(5) };
  const account: BestMap = { snake: high(90), memory: low(12), "word-search": low(95) };

  it("keeps the better of each key, whichever way is better, and every key either side has", () => {
    expect(mergeBests(browser, account)).toEqual({
      snake: high(120),
      memory: low(12),
      "color-match:easy": high(5),
      "word-search": low(95),
    });
  });

  it("gives the same result in either order", () => {
    expect(mergeBests(account, browser)).toEqual(mergeBests(browser, account));
  });

  it("on a tie keeps the one reached first", () => {
    expect(mergeBests({ snake: high(50, 3) }, { snake: high(50, 2) })).toEqual({ snake: high(50, 2) });
    expect(mergeBests({ snake: high(50, 2) }, { snake: high(50, 3) })).toEqual({ snake: high(50, 2) });
  });

  it("says which of one side's bests the other side lacks or has worse", () => {
    expect(bestsBetterThan(browser, account).sort()).toEqual(["color-match:easy", "snake"]);
    expect(bestsBetterThan(account, browser).sort()).toEqual(["memory", "word-search"]);
    expect(bestsBetterThan(browser, browser)).toEqual([]);
  });
});
