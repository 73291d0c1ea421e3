/**
 * The engine's palette door: the effects' night-sky colours, plain numbers, for a game's view.
 * Apart from engine/view.ts (which brings @pixi/react into a game's code) and from the front
 * door (which content pages load).
 */
export { EFFECT_COLORS, CELEBRATE_COLORS } from "./effects/palette";
