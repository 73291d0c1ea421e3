/**
 * Color Match's rules side for its tests, as games/color-match/index.ts declares it (the view needs a
 * browser). Its calm mode is offered; a host given no mode plays the spec's game.
 */
import { modes } from "./modes";
import { createColorMatchGame } from "./store";

export const colorMatch = {
  stepMs: null,
  modes,
  create: createColorMatchGame,
};
