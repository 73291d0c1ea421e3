import type { GameSticker } from "@station/engine";

/** This game's stickers in the site's sticker book (found by games/stickers.ts). */
export const stickers: readonly GameSticker[] = [
  { id: "round", name: "Noughts and Crosses", hint: "Finish a game of Tic-Tac-Toe", earnedBy: "round" },
];
