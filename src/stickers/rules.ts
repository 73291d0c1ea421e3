/**
 * When a sticker is earned: pure functions of what happened (a StationEvent), when (the local
 * time), and what the book remembers of earlier visits (Progress). No storage, no clock, no DOM,
 * so every rule is a unit test away. The book (./book.ts) calls `earnedBy` for each event.
 */
import { dailyStickerId, gameStickerId, type StickerId } from "./catalogue";
import type { StationEvent } from "./events";
import { localDay } from "./today";

/** What the book remembers to decide stickers that take more than one visit or page. */
export interface Progress {
  /** Articles read to the end (slugs). */
  readonly articles: readonly string[];
  /** Local days (YYYY-MM-DD) the station was visited on, any days, never required in a row. */
  readonly visitDays: readonly string[];
  /** Games with a finished round. */
  readonly games: readonly string[];
  /** Coloring pages finished in the studio. */
  readonly pages: readonly string[];
}

export const EMPTY_PROGRESS: Progress = { articles: [], visitDays: [], games: [], pages: [] };

/** What a game offers, as the rules need it: its id and its stickers' triggers. */
export interface GameStickerRule {
  readonly game: string;
  readonly id: string;
  readonly earnedBy: "round" | { readonly moment: string };
}

export interface RuleContext {
  readonly now: Date;
  readonly progress: Progress;
  readonly gameStickers: readonly GameStickerRule[];
  /** Every game on the site, for the sticker that asks for a round of each. */
  readonly allGames: readonly string[];
  /** Today's coloring page, for the sticker of the day. */
  readonly pageOfDay: (day: string) => string;
}

export interface Outcome {
  /** Stickers this event earns, possibly already in the book: the book keeps the first day. */
  readonly stickers: StickerId[];
  readonly progress: Progress;
}

const add = (list: readonly string[], item: string): readonly string[] =>
  list.includes(item) ? list : [...list, item];

export const ARTICLES_FOR_BOOKWORM = 3;
export const DAYS_FOR_COME_AGAIN = 5;
export const PAGES_FOR_COLLECTOR = 3;
export const COLOURS_FOR_RAINBOW = 12;

/** Late at night, local time: 22:00 to 04:59. */
export const isNightTime = (now: Date): boolean => now.getHours() >= 22 || now.getHours() < 5;

/** Updates what the book remembers with one event. */
export function progressAfter(event: StationEvent, progress: Progress, now: Date): Progress {
  switch (event.kind) {
    case "article-read":
      return { ...progress, articles: add(progress.articles, event.slug) };
    case "page-visited":
      return { ...progress, visitDays: add(progress.visitDays, localDay(now)) };
    case "round-finished":
      return { ...progress, games: add(progress.games, event.game) };
    case "studio-page-finished":
      return { ...progress, pages: add(progress.pages, event.page) };
    default:
      return progress;
  }
}

function stickersFor(event: StationEvent, p: Progress, ctx: RuleContext): StickerId[] {
  switch (event.kind) {
    case "page-visited": {
      const earned = ["hello"];
      if (p.visitDays.length >= DAYS_FOR_COME_AGAIN) earned.push("five-days");
      return earned;
    }
    case "article-read":
      return p.articles.length >= ARTICLES_FOR_BOOKWORM ? ["story-time", "bookworm"] : ["story-time"];
    case "poster-opened":
      return ["kind-words"];
    case "studio-region-colored": {
      const earned = ["first-splash"];
      if (event.colorsUsed >= COLOURS_FOR_RAINBOW) earned.push("rainbow-hands");
      if (isNightTime(ctx.now)) earned.push("night-owl");
      return earned;
    }
    case "studio-page-finished": {
      const earned = ["finished-picture"];
      if (p.pages.length >= PAGES_FOR_COLLECTOR) earned.push("art-collector");
      const day = localDay(ctx.now);
      if (event.page === ctx.pageOfDay(day)) earned.push("todays-picture", dailyStickerId("coloring", day));
      return earned;
    }
    case "picture-saved":
      return ["fridge-worthy"];
    case "contest-entered":
      return ["brave-artist"];
    case "round-finished": {
      const earned = ctx.gameStickers
        .filter((s) => s.game === event.game && s.earnedBy === "round")
        .map((s) => gameStickerId(s.game, s.id));
      if (event.newBest) earned.push("new-best");
      if (event.gentle) earned.push("slow-and-steady");
      if (ctx.allGames.length > 0 && ctx.allGames.every((g) => p.games.includes(g))) earned.push("game-explorer");
      if (isNightTime(ctx.now)) earned.push("night-owl");
      return earned;
    }
    case "game-moment":
      return ctx.gameStickers
        .filter((s) => s.game === event.game && typeof s.earnedBy === "object" && s.earnedBy.moment === event.moment)
        .map((s) => gameStickerId(s.game, s.id));
    case "daily-finished": {
      // A day's sticker counts only on its own day: an old link opened later earns nothing.
      if (event.day !== localDay(ctx.now)) return [];
      const general = event.activity === "coloring" ? "todays-picture" : "todays-puzzle";
      return [general, dailyStickerId(event.activity, event.day)];
    }
  }
}

/** The stickers one event earns, and the progress to remember afterwards. */
export function earnedBy(event: StationEvent, ctx: RuleContext): Outcome {
  const progress = progressAfter(event, ctx.progress, ctx.now);
  return { stickers: stickersFor(event, progress, ctx), progress };
}
