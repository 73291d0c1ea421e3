import { CURSOR_KEYS, defineGame } from "@station/engine";
import { soundNames } from "@station/engine/sounds";
import { BOARD } from "./layout";
import { createTicTacToeGame } from "./store";
import { createTicTacToeView } from "./view";
import { TicTacToeHud } from "./Hud";
import { sounds } from "./sounds";

export default defineGame({
  id: "tic-tac-toe",
  title: "Tic-Tac-Toe",
  howToPlay: {
    keyboard: [
      "Arrow keys move the yellow cursor over the nine cells; Enter or Space puts your mark there.",
      "Get three in a row, across, down or corner to corner.",
      "Vs Computer: you are X and the computer is O. Vs Player: X and O take turns on one keyboard.",
    ],
    touch: [
      "Tap an empty cell to put your mark there.",
      "Choose Vs Computer or Vs Player above the board; New Game starts over.",
    ],
  },
  size: { width: BOARD, height: BOARD },
  stepMs: null,
  keys: { ...CURSOR_KEYS, "new-game": [], "vs-computer": [], "vs-player": [] },
  sounds: soundNames(sounds),
  create: createTicTacToeGame,
  view: createTicTacToeView,
  Hud: TicTacToeHud,
});
