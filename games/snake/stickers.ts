import type { GameSticker } from "@station/engine";

/** This game's stickers in the site's sticker book (found by games/stickers.ts). */
export const stickers: readonly GameSticker[] = [
  { id: "round", name: "Snake Snack", hint: "Finish a round of Snake", earnedBy: "round" },
];
