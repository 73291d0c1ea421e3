import { declarativeView } from "../../engine/view";
import { TicTacToeScene } from "./scene";
import type { TicTacToeGame } from "./store";

/** Turn-based: the scene renders when the store changes, and every frame only while something animates. */
export const createTicTacToeView = declarativeView({
  read: (game: TicTacToeGame) => game.store.getState(),
  now: (game) => game.clock.now(),
  Scene: TicTacToeScene,
  subscribe: (game, changed) => game.store.subscribe(changed),
});
