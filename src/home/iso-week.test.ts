import { describe, expect, it } from "vitest";
import { isoWeek, ofTheWeek } from "./iso-week";

describe("ISO week", () => {
  it("numbers weeks from the one holding January 4th, Monday first", () => {
    expect(isoWeek(new Date("2026-01-01T12:00:00Z"))).toBe(1);
    expect(isoWeek(new Date("2025-12-29T12:00:00Z"))).toBe(1);
    expect(isoWeek(new Date("2021-01-03T12:00:00Z"))).toBe(53);
    expect(isoWeek(new Date("2026-11-26T12:00:00Z"))).toBe(48);
  });
  it("walks through the items a week at a time and starts again", () => {
    const pages = ["a", "b", "c"];
    expect([1, 2, 3, 4].map((week) => ofTheWeek(pages, week))).toEqual(["b", "c", "a", "b"]);
    expect(ofTheWeek([], 5)).toBeUndefined();
  });
});
