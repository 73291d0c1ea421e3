import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { games } from "../../games/index";
import { findSticker, STICKERS, stickerArt } from "./art";
import { dailyStickerId, hintShown, parseDailyStickerId, STOCK_GAME_ART } from "./catalogue";

const ROOT = path.resolve(import.meta.dirname, "../..");

describe("the sticker catalogue", () => {
  it("has at least 24 stickers with unique ids, names and one-line hints", () => {
    expect(STICKERS.length).toBeGreaterThanOrEqual(24);
    expect(new Set(STICKERS.map((s) => s.id)).size).toBe(STICKERS.length);
    for (const s of STICKERS) {
      expect(s.name.length, s.id).toBeGreaterThan(2);
      expect(s.hint, s.id).not.toMatch(/\n/);
      expect(s.hint.length, s.id).toBeLessThanOrEqual(60);
    }
  });

  it("has built art for every sticker, drawn for it (the stock star only for a game without its own)", () => {
    for (const s of STICKERS) {
      expect(stickerArt(s.art), `${s.art}: run npm run assets`).toBeDefined();
      if (!s.game) expect(s.art).toBe(`stickers/${s.id}`);
    }
    expect(STICKERS.filter((s) => s.art === STOCK_GAME_ART)).toEqual([]);
  });

  it("gives every game a sticker for a finished round", () => {
    for (const game of games) expect(findSticker(`${game.id}-round`), game.id).toBeDefined();
  });

  it("keeps a few surprises, whose hint is not shown", () => {
    const surprises = STICKERS.filter((s) => s.surprise);
    expect(surprises.length).toBeGreaterThanOrEqual(3);
    for (const s of surprises) expect(hintShown(s)).toBe("A surprise");
    expect(hintShown(findSticker("first-splash")!)).toBe("Colour any page in the studio");
  });

  it("lists every sticker in the database's catalogue, so award_sticker takes it", () => {
    const sql = readdirSync(path.join(ROOT, "supabase/migrations"))
      .map((f) => readFileSync(path.join(ROOT, "supabase/migrations", f), "utf8"))
      .join("\n");
    for (const s of STICKERS) expect(sql, s.id).toContain(`('${s.id}')`);
  });

  it("names a day's own sticker and reads it back", () => {
    expect(dailyStickerId("coloring", "2026-11-29")).toBe("todays-picture@2026-11-29");
    expect(parseDailyStickerId("todays-puzzle@2026-11-29")).toEqual({ activity: "word-search", day: "2026-11-29" });
    expect(parseDailyStickerId("todays-puzzle@yesterday")).toBeNull();
  });
});
