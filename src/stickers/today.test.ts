import { describe, expect, it } from "vitest";
import { daySeed, localDay, msUntilNextDay, pickOfDay } from "./today";

const pages = ["a", "b", "c", "d", "e", "f", "g"];

describe("today at the station", () => {
  it("names the local calendar date, not the UTC one", () => {
    expect(localDay(new Date(2026, 10, 29, 23, 59, 59))).toBe("2026-11-29");
    expect(localDay(new Date(2026, 10, 30, 0, 0, 0))).toBe("2026-11-30");
    expect(localDay(new Date(2027, 0, 1, 0, 0, 1))).toBe("2027-01-01");
  });

  it("picks the same for everybody on the same day, whatever the hour", () => {
    const morning = pickOfDay(localDay(new Date(2026, 10, 29, 0, 0, 1)), "coloring", pages);
    const night = pickOfDay(localDay(new Date(2026, 10, 29, 23, 59, 59)), "coloring", pages);
    expect(night).toBe(morning);
  });

  it("changes at midnight and never repeats on two days in a row", () => {
    let day = new Date(2026, 0, 1, 12);
    let previous = pickOfDay(localDay(day), "coloring", pages);
    for (let i = 0; i < 400; i++) {
      day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1, 12);
      const pick = pickOfDay(localDay(day), "coloring", pages);
      expect(pick, localDay(day)).not.toBe(previous);
      previous = pick;
    }
  });

  it("comes round to every item before repeating one", () => {
    const seen = new Set<string>();
    for (let i = 0; i < pages.length; i++) seen.add(pickOfDay(localDay(new Date(2026, 2, 1 + i)), "coloring", pages));
    expect(seen.size).toBe(pages.length);
  });

  it("gives different purposes different seeds on one day", () => {
    expect(daySeed("2026-11-29", "coloring")).not.toBe(daySeed("2026-11-29", "word-search"));
    expect(daySeed("2026-11-29", "word-search")).not.toBe(daySeed("2026-11-30", "word-search"));
    expect(daySeed("2026-11-29", "word-search")).toBe(daySeed("2026-11-29", "word-search"));
  });

  it("knows how long until the day turns, across a month's end", () => {
    expect(msUntilNextDay(new Date(2026, 10, 30, 23, 59, 0))).toBe(60_000);
    expect(msUntilNextDay(new Date(2026, 10, 29, 0, 0, 0))).toBe(86_400_000);
  });

  it("refuses an empty list and copes with one item", () => {
    expect(() => pickOfDay("2026-11-29", "x", [])).toThrow();
    expect(pickOfDay("2026-11-29", "x", ["only"])).toBe("only");
  });
});
