import { click, defineSounds, match, win, wrong } from "@station/engine/sounds";

/** Tic-Tac-Toe's sounds, all from the engine's shared ones. */
export const sounds = defineSounds([click, win, wrong, match]);
