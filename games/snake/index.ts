import { defineGame } from "@station/engine";
import { soundNames } from "@station/engine/sounds";
import { SNAKE } from "./rules";
import { modes } from "./modes";
import { createSnakeGame } from "./store";
import { BOARD, createSnakeView } from "./view";
import { SnakeHud } from "./Hud";
import { sounds } from "./sounds";

export default defineGame({
  id: "snake",
  title: "Snake",
  howToPlay: {
    keyboard: [
      "Space or Enter starts; Space pauses and resumes.",
      "Arrow keys or W, A, S, D steer. The snake cannot turn straight back.",
      "Eat the snacks to grow (+10 points). Walls and your own tail end the game.",
      "In Zen mode the walls wrap, your tail only shortens you, and Escape or Stop ends the round.",
    ],
    touch: [
      "Tap the board or press Start to play.",
      "Swipe on the board, or use the arrow pad below it, to steer.",
      "In Zen mode press Stop when you have had enough.",
    ],
  },
  size: { width: BOARD, height: BOARD },
  stepMs: SNAKE.baseTickMs,
  adjustableSpeed: true,
  modes,
  keys: {
    up: ["ArrowUp", "w"],
    down: ["ArrowDown", "s"],
    left: ["ArrowLeft", "a"],
    right: ["ArrowRight", "d"],
    primary: [" ", "Enter"],
    reset: [],
    stop: ["Escape"],
  },
  directions: { up: "up", down: "down", left: "left", right: "right" },
  sounds: soundNames(sounds),
  create: createSnakeGame,
  view: createSnakeView,
  Hud: SnakeHud,
});
