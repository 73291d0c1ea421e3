import { defineSounds } from "../../engine/audio/recipe";
import { click, match, win, wrong } from "../../engine/audio/stock-sounds";

/** Tic-Tac-Toe's sounds, all from the engine's shared ones. */
export const sounds = defineSounds([click, win, wrong, match]);
