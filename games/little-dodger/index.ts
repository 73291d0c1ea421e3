import { defineGame } from "@station/engine";
import { soundNames } from "@station/engine/sounds";
import { modes } from "./modes";
import { DODGER } from "./rules";
import { createDodgerGame } from "./store";
import { createDodgerView } from "./view";
import { DodgerHud } from "./Hud";
import { sounds } from "./sounds";

export default defineGame({
  id: "little-dodger",
  title: "Little Dodger",
  howToPlay: {
    keyboard: [
      "Space or Enter starts the countdown; after a game, it goes back to the menu.",
      "Left and right arrows (or A and D) float your little ball sideways.",
      "Dodge the falling blocks: +10 for each one that passes. Golden star blocks give a life.",
      "In Drift mode blocks only bump you; Escape or Stop ends the round.",
    ],
    touch: [
      "Tap the field to start.",
      "Drag anywhere on the field, or hold the arrow buttons below it, to move.",
      "In Drift mode press Stop when you have had enough.",
    ],
  },
  size: { width: DODGER.width, height: DODGER.height },
  stepMs: 1000 / DODGER.stepsPerSecond,
  adjustableSpeed: true,
  modes,
  keys: { left: ["ArrowLeft", "a"], right: ["ArrowRight", "d"], primary: [" ", "Enter"], stop: ["Escape"] },
  directions: { left: "left", right: "right" },
  drag: true,
  sounds: soundNames(sounds),
  create: createDodgerGame,
  view: createDodgerView,
  Hud: DodgerHud,
});
