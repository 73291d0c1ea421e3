/**
 * The game registry: one literal list. The site reaches games only through this file.
 * Each entry's code loads lazily (`load`) when its page opens, so the list costs content pages
 * only the cards' words.
 */
import type { BestSpec } from "../engine/core/best";
import type { AnyGameDefinition } from "../engine/core/define-game";
import { best as colorMatchBest } from "./color-match/best";
import { best as littleDodgerBest } from "./little-dodger/best";
import { best as memoryBest } from "./memory/best";
import { best as snakeBest } from "./snake/best";
import { best as ticTacToeBest } from "./tic-tac-toe/best";
import { best as wordSearchBest } from "./word-search/best";

export interface GameEntry<Id extends string = string> {
  readonly id: Id;
  readonly title: string;
  readonly description: string;
  /** Card art in public/games/, 400x250 (GAME_CARD_IMAGE_SIZE). */
  readonly image: `/games/${string}.svg`;
  /** What the card art shows, for someone who cannot see it. */
  readonly imageAlt: string;
  /** The game's personal best (its own best.ts, light: no PixiJS), for the game and account pages. */
  readonly best: BestSpec;
  /**
   * The board's width to height, as the game's own `size` has it: the page lays the stage out
   * at this shape before the game's code arrives, so nothing moves when the canvas takes over.
   */
  readonly aspect: { readonly width: number; readonly height: number };
  readonly load: () => Promise<{ default: AnyGameDefinition & { readonly id: Id } }>;
}

/** Every card image is drawn at this size, so the page reserves its space before it loads. */
export const GAME_CARD_IMAGE_SIZE = { width: 400, height: 250 } as const;

export const games = [
  {
    id: "little-dodger",
    title: "Little Dodger",
    description: "Float through space and dodge the falling blocks.",
    image: "/games/little-dodger.svg",
    imageAlt: "A smiling lavender ball glides along the bottom of a starry sky while pastel blocks fall around it.",
    best: littleDodgerBest,
    aspect: { width: 4, height: 3 },
    load: () => import("./little-dodger"),
  },
  {
    id: "word-search",
    title: "Word Search",
    description: "Find cozy words hidden in a grid of letters.",
    image: "/games/word-search.svg",
    imageAlt: "A cream letter grid with the words HUGS and NAP circled in pink and blue.",
    best: wordSearchBest,
    aspect: { width: 1, height: 1 },
    load: () => import("./word-search"),
  },
  {
    id: "memory",
    title: "Memory Match",
    description: "Flip the cards and find every matching pair.",
    image: "/games/memory.svg",
    imageAlt: "Lavender cards face down, and two cards turned over showing matching pink hearts.",
    best: memoryBest,
    aspect: { width: 1, height: 1 },
    load: () => import("./memory"),
  },
  {
    id: "tic-tac-toe",
    title: "Tic-Tac-Toe",
    description: "Three in a row against a friend or the computer.",
    image: "/games/tic-tac-toe.svg",
    imageAlt: "A lavender tic-tac-toe grid where three pink crosses win along the diagonal against two mint circles.",
    best: ticTacToeBest,
    aspect: { width: 1, height: 1 },
    load: () => import("./tic-tac-toe"),
  },
  {
    id: "color-match",
    title: "Color Match",
    description: "Watch the colours light up, then repeat the pattern.",
    image: "/games/color-match.svg",
    imageAlt: "A round pad of four pastel buttons, pink, mint, blue and yellow, around a little star.",
    best: colorMatchBest,
    aspect: { width: 10, height: 7 },
    load: () => import("./color-match"),
  },
  {
    id: "snake",
    title: "Snake",
    description: "Guide the snake to the snacks and watch it grow.",
    image: "/games/snake.svg",
    imageAlt: "A smiling mint-green snake winds across a grid toward a pink apple.",
    best: snakeBest,
    aspect: { width: 1, height: 1 },
    load: () => import("./snake"),
  },
] as const satisfies readonly GameEntry[];

export type GameId = (typeof games)[number]["id"];

/**
 * Compile-time check that each `load` brings the game with the entry's own id: pointing an
 * entry at the wrong folder makes this line a type error naming the entry.
 */
type LoadsOtherGame<Entry> = Entry extends {
  id: infer Id;
  load: () => Promise<{ default: { id: infer Loaded } }>;
}
  ? [Id] extends [Loaded]
    ? never
    : Id
  : never;
type Mismatched = LoadsOtherGame<(typeof games)[number]>;
const registryLoadsMatchIds: [Mismatched] extends [never] ? true : Mismatched = true;
void registryLoadsMatchIds;

const byId = new Map<string, GameEntry>();
for (const game of games) {
  if (byId.has(game.id)) throw new Error(`Duplicate game id in games/index.ts: ${game.id}`);
  byId.set(game.id, game);
}

export function findGame(id: string | undefined): GameEntry | undefined {
  return id === undefined ? undefined : byId.get(id);
}
