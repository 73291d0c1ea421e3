/**
 * The game registry: one literal list. The site reaches games only through this file.
 * Each entry's code loads lazily (`load`) when its page opens; an entry without `load` is a game
 * still being built, and its page says so.
 */
import type { AnyGameDefinition } from "../engine/core/define-game";

export interface GameEntry<Id extends string = string> {
  readonly id: Id;
  readonly title: string;
  readonly description: string;
  readonly load?: () => Promise<{ default: AnyGameDefinition & { readonly id: Id } }>;
}

export const games = [
  {
    id: "little-dodger",
    title: "Little Dodger",
    description: "Float through space and dodge the falling blocks.",
  },
  { id: "word-search", title: "Word Search", description: "Find cozy words hidden in a grid of letters." },
  { id: "memory", title: "Memory Match", description: "Flip the cards and find every matching pair." },
  { id: "tic-tac-toe", title: "Tic-Tac-Toe", description: "Three in a row against a friend or the computer." },
  { id: "color-match", title: "Color Match", description: "Watch the colours light up, then repeat the pattern." },
  {
    id: "snake",
    title: "Snake",
    description: "Guide the snake to the snacks and watch it grow.",
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
