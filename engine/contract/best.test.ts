import { describe, expect, it } from "vitest";
import { beats, bestKey, formatBest } from "./best";

describe("personal bests", () => {
  it("compares in the best's own direction, and any value beats no best", () => {
    expect(beats(false, 120, 100)).toBe(true);
    expect(beats(false, 100, 100)).toBe(false);
    expect(beats(true, 12, 14)).toBe(true);
    expect(beats(true, 14, 12)).toBe(false);
    expect(beats(true, 99, null)).toBe(true);
  });

  it("keys a variant's best under its game", () => {
    expect(bestKey("snake")).toBe("snake");
    expect(bestKey("color-match", "hard")).toBe("color-match:hard");
  });

  it("says values in words", () => {
    expect(formatBest("points", 1)).toBe("1 point");
    expect(formatBest("moves", 14)).toBe("14 moves");
    expect(formatBest("wins", 3)).toBe("3 wins in a row");
    expect(formatBest("seconds", 42)).toBe("42 s");
    expect(formatBest("seconds", 95)).toBe("1 min 35 s");
  });
});
