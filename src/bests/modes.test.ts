import { describe, expect, it } from "vitest";
import type { BestSpec } from "@station/engine";
import { bestLine } from "./new-best-toast";
import { allBestRows, bestRows } from "./rows";
import { bestKeyAt, playLabel, speedOfKey } from "./speed";

const KEY = /^[a-z0-9]+(-[a-z0-9]+)*(:[a-z0-9]+(-[a-z0-9]+)*)?$/;
const zen = { id: "zen", label: "Zen" };
const practice = { id: "practice", label: "Practice" };
const highScore: BestSpec = { label: "High score", unit: "points", lowerIsBetter: false };
const byLevel: BestSpec = { ...highScore, label: "Best score", variants: [{ id: "hard", label: "Hard" }] };

describe("calm modes' bests", () => {
  it("each kind of play keeps its own key, in the account's key form; the spec's play keeps its old one", () => {
    const keys = [
      bestKeyAt("snake", undefined),
      bestKeyAt("snake", undefined, 1, "zen"),
      bestKeyAt("snake", undefined, 0.8, "zen"),
      bestKeyAt("color-match", "hard", 0.6, "practice"),
      bestKeyAt("memory", undefined, 1, "pairs-6"),
    ];
    expect(keys).toEqual([
      "snake",
      "snake:zen",
      "snake:zen-speed-80",
      "color-match:hard-practice-speed-60",
      "memory:pairs-6",
    ]);
    for (const key of keys) expect(key).toMatch(KEY);
    expect(speedOfKey("snake:zen-speed-80")).toBe(0.8);
    expect(new Set(allBestRows("color-match", byLevel, true, [practice]).map((r) => r.key)).size).toBe(6);
  });

  it("are labelled as the gentle speeds' are", () => {
    expect(playLabel(1, "Zen")).toBe(" in Zen");
    expect(playLabel(0.8, "Zen")).toBe(" in Zen at 80 % speed");
    expect(bestLine(highScore, 90, undefined, 1, "Zen")).toBe("High score in Zen: 90 points");
    expect(bestRows("snake", highScore, 1, zen)).toEqual([{ key: "snake:zen", speed: 1, mode: zen }]);
  });
});
