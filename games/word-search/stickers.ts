import type { GameSticker } from "@station/engine";

/** This game's stickers in the site's sticker book (found by games/stickers.ts). */
export const stickers: readonly GameSticker[] = [
  { id: "round", name: "Word Finder", hint: "Finish a round of Word Search", earnedBy: "round" },
  {
    id: "backwards",
    name: "Mirror Reader",
    hint: "Find a word by selecting it backwards",
    surprise: true,
    earnedBy: { moment: "backwards-word" },
  },
];
