import { CURSOR_KEYS, defineGame } from "@station/engine";
import { soundNames } from "@station/engine/sounds";
import { modes } from "./modes";
import { ColorMatchHud } from "./Hud";
import { BOARD } from "./layout";
import { createColorMatchGame } from "./store";
import { createColorMatchView } from "./view";
import { sounds } from "./sounds";

export default defineGame({
  id: "color-match",
  title: "Color Match",
  howToPlay: {
    keyboard: [
      "Pick Easy (4 colours), Medium (5) or Hard (6); changing it starts over.",
      "Space or Enter starts. Watch (and listen to) the pads light up one by one.",
      "Then repeat them: arrow keys move the thick ring from pad to pad, Space or Enter presses it.",
      "Every pad has its own shape, name and note, so you can play by shape or by ear.",
      "Each round you get right adds one more colour. A wrong pad ends the game.",
      "In Practice mode a wrong pad plays the sequence again; Escape or Stop ends the game.",
    ],
    touch: [
      "Pick a difficulty, then press Start or tap the board.",
      "Watch the pads light up, then tap them in the same order.",
      "In Practice mode a wrong pad plays the sequence again; press Stop when you like.",
    ],
  },
  size: BOARD,
  stepMs: null,
  adjustableSpeed: true,
  // The start prompt sits in the banner's band, clear of the pads' labels.
  promptY: 34,
  keys: {
    ...CURSOR_KEYS,
    start: [],
    stop: ["Escape"],
    "difficulty-easy": [],
    "difficulty-medium": [],
    "difficulty-hard": [],
  },
  sounds: soundNames(sounds),
  modes,
  create: createColorMatchGame,
  view: createColorMatchView,
  Hud: ColorMatchHud,
});
