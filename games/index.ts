/**
 * The game registry: one line per game, in the order /games shows them. Adding a game is its
 * folder plus one line here; removing one is the reverse. Each `entry.ts` holds the card's words
 * and loads the game's code lazily (`load`), so the list costs content pages only those words.
 * The site reaches games only through this file (and their card art through ./card-art).
 */
import "./little-dodger/entry";
import "./word-search/entry";
import "./memory/entry";
import "./tic-tac-toe/entry";
import "./color-match/entry";
import "./snake/entry";
import { registered, type GameEntry } from "./registry";

export type { GameEntry } from "./registry";

export const games: readonly GameEntry[] = registered;

/** Every card image is drawn at this size, so the page reserves its space before it loads. */
export const GAME_CARD_IMAGE_SIZE = { width: 400, height: 250 } as const;

export function findGame(id: string | undefined): GameEntry | undefined {
  return id === undefined ? undefined : games.find((game) => game.id === id);
}
