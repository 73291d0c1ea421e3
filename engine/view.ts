/**
 * The engine's PixiJS door, for a game's view only (loaded with the game's own code, never by a
 * page): views written as @pixi/react components, and the scene's time for them. Importing
 * anything here brings @pixi/react (about 40 KB gzip) into the game's code, so the effects'
 * palette has its own door, engine/palette.ts.
 */
export { declarativeView, type DeclarativeViewOptions } from "./render/declarative-view";
export { useAnimationFrames, useSceneTime, type SceneTime } from "./render/scene-time";
export { createEffects, type Effects, type EffectsOptions } from "./effects";
