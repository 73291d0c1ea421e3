import { defineSounds } from "../../engine/audio/recipe";
import { click, match, win } from "../../engine/audio/stock-sounds";

/** Word Search's sounds, all from the engine's shared ones. */
export const sounds = defineSounds([click, match, win]);
