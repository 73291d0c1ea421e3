/**
 * Every sticker in the book, in the order the book shows them: the site's own, then each game's
 * (declared in its games/<id>/stickers.ts, see engine/contract/sticker.ts). A sticker's art is
 * assets/art/stickers/<id>.svg, made into public/images/stickers/ by `npm run assets`.
 */
import { games } from "../../games/index";
import { gameStickerLists } from "../../games/stickers";

export type StickerId = string;

export interface Sticker {
  readonly id: StickerId;
  readonly name: string;
  /** How to earn it, in one line; a surprise's hint stays hidden until it is earned. */
  readonly hint: string;
  readonly surprise: boolean;
  /** Asset id of its art. */
  readonly art: string;
  /** The game that offers it, for a game's own sticker. */
  readonly game?: string;
}

const site = (id: string, name: string, hint: string, surprise = false): Sticker => ({
  id,
  name,
  hint,
  surprise,
  art: `stickers/${id}`,
});

/** The site's own stickers. Their ids are also listed in the database (award_sticker refuses others). */
export const SITE_STICKERS: readonly Sticker[] = [
  site("hello", "Hello, Station", "Visit the station"),
  site("five-days", "Come Again", "Visit on five different days, any five"),
  site("story-time", "Story Time", "Read an article to the end"),
  site("bookworm", "Bookworm", "Read three articles to the end"),
  site("kind-words", "Kind Words", "Open a self-help poster"),
  site("first-splash", "First Splash", "Colour any page in the studio"),
  site("finished-picture", "All Coloured In", "Finish colouring a page"),
  site("art-collector", "Art Collector", "Finish three different coloring pages"),
  site("fridge-worthy", "Fridge Worthy", "Save or print a picture you coloured"),
  site("rainbow-hands", "Rainbow Hands", "Use twelve colours in one picture", true),
  site("brave-artist", "Brave Artist", "Enter the coloring contest"),
  site("new-best", "Personal Best", "Set a personal best in any game"),
  site("slow-and-steady", "Slow and Steady", "Finish a round at a gentler speed"),
  site("game-explorer", "Game Explorer", "Finish a round of every game", true),
  site("night-owl", "Night Owl", "Play or colour late at night", true),
  site("todays-picture", "Today's Picture", "Finish the coloring page of the day"),
  site("todays-puzzle", "Today's Puzzle", "Finish the Word Search of the day"),
];

/** Stock art for a game's sticker that has no picture of its own yet (a game just made by `npm run new-game`). */
export const STOCK_GAME_ART = "stickers/game-star";

export const gameStickerId = (game: string, local: string): StickerId => `${game}-${local}`;

/** Each game's stickers with the site-wide id `<game>-<id>`. `artIds` says which pictures exist. */
export function gameStickers(hasArt: (art: string) => boolean): Sticker[] {
  return games.flatMap((game) =>
    (gameStickerLists.get(game.id) ?? []).map((s) => {
      const id = gameStickerId(game.id, s.id);
      const art = `stickers/${id}`;
      return {
        id,
        name: s.name,
        hint: s.hint,
        surprise: s.surprise === true,
        art: hasArt(art) ? art : STOCK_GAME_ART,
        game: game.id,
      };
    }),
  );
}

/** What the book shows for a sticker not yet earned. */
export const hintShown = (sticker: Sticker): string => (sticker.surprise ? "A surprise" : sticker.hint);

/** A day's own sticker for finishing today's activity: `todays-picture@2026-11-29`. */
export const dailyStickerId = (activity: "coloring" | "word-search", day: string): StickerId =>
  `${activity === "coloring" ? "todays-picture" : "todays-puzzle"}@${day}`;

export function parseDailyStickerId(id: StickerId): { activity: "coloring" | "word-search"; day: string } | null {
  const match = /^(todays-picture|todays-puzzle)@(\d{4}-\d{2}-\d{2})$/.exec(id);
  if (!match) return null;
  return { activity: match[1] === "todays-picture" ? "coloring" : "word-search", day: match[2]! };
}
