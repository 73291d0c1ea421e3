/**
 * The engine's sound door, for a game's sounds.ts and index.ts (and `npm run sounds`): recipe
 * helpers and the stock sounds games share. The stock sounds are worked out when this module is
 * imported, so it is kept apart from the front door that content pages load.
 */
export { arpeggio, BELL, defineSounds, pitch, soundNames, WARM, type Note, type SoundRecipe } from "./audio/recipe";
export { click, die, ENGINE_SOUNDS, match, sticker, win, wrong } from "./audio/stock-sounds";
