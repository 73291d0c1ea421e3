import { CURSOR_KEYS, defineGame } from "@station/engine";
import { soundNames } from "@station/engine/sounds";
import { MEMORY } from "./rules";
import { modes } from "./modes";
import { createMemoryGame } from "./store";
import { BOARD } from "./layout";
import { createMemoryView } from "./view";
import { MemoryHud } from "./Hud";
import { sounds } from "./sounds";

export default defineGame({
  id: "memory",
  title: "Memory Match",
  howToPlay: {
    keyboard: [
      "The first arrow key shows the cursor, a thick yellow frame; arrow keys then move it over the cards.",
      "Enter or Space turns the card under the cursor. Turn two cards to look for a pair.",
      `A pair stays face up. Two different cards turn back after ${MEMORY.mismatchFlipBackMs / 1000} second.`,
      `Find all ${MEMORY.pairs} pairs in as few moves as you can. New Game deals again.`,
      "The Mode setting deals a smaller board of 4 or 6 pairs.",
    ],
    touch: [
      "Tap a card to turn it, then tap another to look for its pair.",
      "Found pairs stay up with a tick; other cards turn back after a second.",
    ],
  },
  size: BOARD,
  stepMs: null,
  keys: { ...CURSOR_KEYS, "new-game": [] },
  sounds: soundNames(sounds),
  modes,
  create: createMemoryGame,
  view: createMemoryView,
  Hud: MemoryHud,
});
