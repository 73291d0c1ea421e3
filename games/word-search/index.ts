import { CURSOR_KEYS, defineGame } from "@station/engine";
import { soundNames } from "@station/engine/sounds";
import { WordList, WordSearchHud } from "./Hud";
import { BOARD } from "./layout";
import { modes } from "./modes";
import { createWordSearchGame } from "./store";
import { createWordSearchView } from "./view";
import { sounds } from "./sounds";

export default defineGame({
  id: "word-search",
  title: "Word Search",
  howToPlay: {
    keyboard: [
      "Arrow keys move the letter cursor; you hear the letter under it.",
      "Enter or Space marks a word's first letter. Move to its last letter and press Enter or Space again.",
      "Words run along rows, columns or diagonals, forwards or backwards. Escape cancels a selection.",
      "The list beside the grid shows the words still to find.",
    ],
    touch: [
      "Drag from a word's first letter to its last, or tap the first letter and then the last.",
      "Only the first letter needs aim: the end snaps to the nearest letter in a straight line.",
      "Tap the first letter again to cancel. New Game makes a new grid.",
    ],
  },
  size: { width: BOARD, height: BOARD },
  stepMs: null,
  keys: { ...CURSOR_KEYS, cancel: ["Escape"], "new-game": [] },
  sounds: soundNames(sounds),
  modes,
  create: createWordSearchGame,
  view: createWordSearchView,
  Hud: WordSearchHud,
  Aside: WordList,
});
