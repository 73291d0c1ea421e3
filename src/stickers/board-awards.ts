/**
 * The game board's way to receive stickers: a game page hands its board over while a game runs
 * (GameHost's `awards`), and the sticker book, instead of a toast, gives the board each sticker
 * earned there; the engine shows it in the board's corner badge once the round is over. A leaf
 * like ./events.ts: the game page imports it without pulling in the book.
 */
import type { BoardAward } from "@station/engine";

type Board = (award: BoardAward) => void;

let board: Board | null = null;
const listeners = new Set<() => void>();

/** GameHost's `awards`: the board receives awards until the returned function is called. */
export function handBoardOver(show: Board): () => void {
  board = show;
  for (const listener of listeners) listener();
  return () => {
    if (board !== show) return;
    board = null;
    for (const listener of listeners) listener();
  };
}

/** The board on the page now, if a game runs. */
export const currentBoard = (): Board | null => board;

/** Hears when a board arrives or goes. */
export function onBoardChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
