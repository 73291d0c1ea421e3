import { click, defineSounds, match, win } from "@station/engine/sounds";

/** Word Search's sounds, all from the engine's shared ones. */
export const sounds = defineSounds([click, match, win]);
