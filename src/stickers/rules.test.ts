import { describe, expect, it } from "vitest";
import type { StationEvent } from "./events";
import { EMPTY_PROGRESS, earnedBy, type Progress, type RuleContext } from "./rules";

const NOON = new Date(2026, 10, 29, 12, 0);
const LATE = new Date(2026, 10, 29, 23, 30);

function ctx(progress: Partial<Progress> = {}, now = NOON): RuleContext {
  return {
    now,
    progress: { ...EMPTY_PROGRESS, ...progress },
    gameStickers: [
      { game: "memory", id: "round", earnedBy: "round" },
      { game: "snake", id: "round", earnedBy: "round" },
      { game: "word-search", id: "round", earnedBy: "round" },
      { game: "word-search", id: "backwards", earnedBy: { moment: "backwards-word" } },
    ],
    allGames: ["memory", "snake", "word-search"],
    pageOfDay: () => "rocket",
  };
}

const earned = (event: StationEvent, c = ctx()) => earnedBy(event, c).stickers;

describe("sticker rules", () => {
  it("welcomes a first visit, and five different days earn Come Again (not in a row)", () => {
    expect(earned({ kind: "page-visited", path: "/" })).toEqual(["hello"]);
    const four = ctx({ visitDays: ["2026-01-01", "2026-03-09", "2026-05-20", "2026-11-01"] });
    expect(earned({ kind: "page-visited", path: "/blog" }, four)).toEqual(["hello", "five-days"]);
  });

  it("counts a day once however many pages are visited on it", () => {
    const c = ctx({ visitDays: ["2026-01-01", "2026-01-02", "2026-01-03", "2026-11-29"] });
    const outcome = earnedBy({ kind: "page-visited", path: "/" }, c);
    expect(outcome.progress.visitDays).toHaveLength(4);
    expect(outcome.stickers).not.toContain("five-days");
  });

  it("earns Story Time for one article read to the end, Bookworm for three different ones", () => {
    expect(earned({ kind: "article-read", slug: "a" })).toEqual(["story-time"]);
    expect(earned({ kind: "article-read", slug: "a" }, ctx({ articles: ["a", "b"] }))).toEqual(["story-time"]);
    expect(earned({ kind: "article-read", slug: "c" }, ctx({ articles: ["a", "b"] }))).toEqual([
      "story-time",
      "bookworm",
    ]);
  });

  it("earns Kind Words for a self-help poster", () => {
    expect(earned({ kind: "poster-opened", id: "self-help/grounding" })).toEqual(["kind-words"]);
  });

  it("earns First Splash for a first region, Rainbow Hands at twelve colours, Night Owl late", () => {
    expect(earned({ kind: "studio-region-colored", page: "rocket", colorsUsed: 1 })).toEqual(["first-splash"]);
    expect(earned({ kind: "studio-region-colored", page: "rocket", colorsUsed: 11 })).toEqual(["first-splash"]);
    expect(earned({ kind: "studio-region-colored", page: "rocket", colorsUsed: 12 })).toEqual([
      "first-splash",
      "rainbow-hands",
    ]);
    expect(earned({ kind: "studio-region-colored", page: "x", colorsUsed: 1 }, ctx({}, LATE))).toContain("night-owl");
  });

  it("earns All Coloured In for a finished page, Art Collector for three different pages", () => {
    expect(earned({ kind: "studio-page-finished", page: "owl" })).toEqual(["finished-picture"]);
    expect(earned({ kind: "studio-page-finished", page: "owl" }, ctx({ pages: ["owl", "cat"] }))).toEqual([
      "finished-picture",
    ]);
    expect(earned({ kind: "studio-page-finished", page: "bunny" }, ctx({ pages: ["owl", "cat"] }))).toEqual([
      "finished-picture",
      "art-collector",
    ]);
  });

  it("earns today's picture (and that day's own sticker) for finishing the page of the day", () => {
    expect(earned({ kind: "studio-page-finished", page: "rocket" })).toEqual([
      "finished-picture",
      "todays-picture",
      "todays-picture@2026-11-29",
    ]);
  });

  it("earns the day's stickers only on their own day", () => {
    expect(earned({ kind: "daily-finished", activity: "word-search", day: "2026-11-29" })).toEqual([
      "todays-puzzle",
      "todays-puzzle@2026-11-29",
    ]);
    expect(earned({ kind: "daily-finished", activity: "coloring", day: "2026-11-28" })).toEqual([]);
  });

  it("earns Fridge Worthy for a saved or printed picture, Brave Artist for a contest entry", () => {
    expect(earned({ kind: "picture-saved", page: "owl", how: "print" })).toEqual(["fridge-worthy"]);
    expect(earned({ kind: "picture-saved", page: "owl", how: "download" })).toEqual(["fridge-worthy"]);
    expect(earned({ kind: "contest-entered" })).toEqual(["brave-artist"]);
  });

  it("earns a game's round sticker, a new best's and a gentle speed's", () => {
    expect(earned({ kind: "round-finished", game: "memory" })).toEqual(["memory-round"]);
    expect(earned({ kind: "round-finished", game: "memory", newBest: true, gentle: true })).toEqual([
      "memory-round",
      "new-best",
      "slow-and-steady",
    ]);
  });

  it("earns Game Explorer once every game has a finished round", () => {
    const twoDone = ctx({ games: ["memory", "snake"] });
    expect(earned({ kind: "round-finished", game: "word-search" }, twoDone)).toContain("game-explorer");
    expect(earned({ kind: "round-finished", game: "snake" }, twoDone)).not.toContain("game-explorer");
  });

  it("earns a game's own moment sticker only for that game's moment", () => {
    expect(earned({ kind: "game-moment", game: "word-search", moment: "backwards-word" })).toEqual([
      "word-search-backwards",
    ]);
    expect(earned({ kind: "game-moment", game: "memory", moment: "backwards-word" })).toEqual([]);
  });

  it("knows the night: 22:00 to 04:59", () => {
    const at = (h: number) => earned({ kind: "round-finished", game: "memory" }, ctx({}, new Date(2026, 10, 29, h)));
    expect(at(21)).not.toContain("night-owl");
    expect(at(22)).toContain("night-owl");
    expect(at(4)).toContain("night-owl");
    expect(at(5)).not.toContain("night-owl");
  });
});
