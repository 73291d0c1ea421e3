/**
 * Little Dodger's rules side for its tests, as games/little-dodger/index.ts declares it (the view
 * needs a browser). Its calm modes are offered; a host given no mode plays the spec's round.
 */
import { modes } from "./modes";
import { DODGER } from "./rules";
import { createDodgerGame } from "./store";

export const STEP = 1000 / DODGER.stepsPerSecond;

export const dodger = {
  stepMs: STEP,
  directions: { left: "left", right: "right" },
  drag: true,
  adjustableSpeed: true,
  modes,
  create: createDodgerGame,
} as const;
