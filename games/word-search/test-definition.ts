/**
 * Word Search's rules side for its tests, as games/word-search/index.ts declares it (the view needs a
 * browser). Its calm mode is offered; a host given no mode plays the spec's game.
 */
import { modes } from "./modes";
import { createWordSearchGame } from "./store";

export const wordSearch = {
  stepMs: null,
  modes,
  create: createWordSearchGame,
};
