/**
 * Memory Match's rules side for its tests, as games/memory/index.ts declares it (the view needs a
 * browser). Its smaller boards (4 or 6 pairs) are offered; a host given no mode plays the spec's game.
 */
import { modes } from "./modes";
import { createMemoryGame } from "./store";

export const memory = {
  stepMs: null,
  modes,
  create: createMemoryGame,
};
