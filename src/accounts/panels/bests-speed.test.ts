import { describe, expect, it } from "vitest";
import { findGame } from "../../../games/index";
import { allBestRows, bestRows } from "../../bests/rows";
import { bestKeyAt, parseSpeed, speedLabel, speedOfKey } from "../../bests/speed";
import { bestLine } from "../../bests/new-best-toast";
import { buildExport } from "./export-data";

// The account's key rule (supabase/migrations/*_game_bests.sql): every key must pass it.
const ACCOUNT_KEY = /^[a-z0-9]+(-[a-z0-9]+)*(:[a-z0-9]+(-[a-z0-9]+)*)?$/;

describe("bests at a slower game speed", () => {
  it("are kept under their own keys, which the account accepts", () => {
    expect(bestKeyAt("snake", undefined, 1)).toBe("snake");
    expect(bestKeyAt("snake", undefined, 0.8)).toBe("snake:speed-80");
    expect(bestKeyAt("color-match", "hard", 1)).toBe("color-match:hard");
    expect(bestKeyAt("color-match", "hard", 0.6)).toBe("color-match:hard-speed-60");
    const colorMatch = findGame("color-match")!;
    const keys = allBestRows(colorMatch.id, colorMatch.best, true).map((r) => r.key);
    expect(new Set(keys).size).toBe(9);
    for (const key of keys) expect(key).toMatch(ACCOUNT_KEY);
  });

  it("read their speed back from the key, and a full-speed key is full speed", () => {
    expect(speedOfKey("snake")).toBe(1);
    expect(speedOfKey("snake:speed-80")).toBe(0.8);
    expect(speedOfKey("color-match:hard-speed-60")).toBe(0.6);
    expect(speedOfKey("color-match:hard")).toBe(1);
    expect(parseSpeed("80")).toBe(0.8);
    expect(parseSpeed("0.6")).toBe(0.6);
    expect(parseSpeed("75")).toBe(1);
    expect(parseSpeed(null)).toBe(1);
  });

  it("are labelled with their speed", () => {
    const snake = findGame("snake")!;
    expect(speedLabel(0.8)).toBe("80 % speed");
    expect(bestLine(snake.best, 90, undefined, 0.8)).toBe("High score at 80 % speed: 90 points");
    expect(bestLine(snake.best, 120)).toBe("High score: 120 points");
    expect(bestRows("snake", snake.best, 0.6)).toEqual([{ key: "snake:speed-60", speed: 0.6 }]);
  });

  it("are exported apart, with their speed", () => {
    const data = buildExport(
      { id: "u1", email: "a@example.com" },
      [
        { game_id: "snake", best: 120, lower_is_better: false, achieved_at: "2026-01-01T00:00:00Z" },
        { game_id: "snake:speed-80", best: 90, lower_is_better: false, achieved_at: "2026-01-02T00:00:00Z" },
        { game_id: "color-match:easy-speed-60", best: 7, lower_is_better: false, achieved_at: "2026-01-03T00:00:00Z" },
      ],
      new Date("2026-02-01T00:00:00Z"),
    );
    expect(data.bests.map((b) => [b.game, b.speed_percent])).toEqual([
      ["Snake", 100],
      ["Snake (at 80 % speed)", 80],
      ["Color Match (Easy, at 60 % speed)", 60],
    ]);
  });
});
