/**
 * The engine's PixiJS door, for a game's view only (loaded with the game's own code, never by a
 * page): views written as @pixi/react components, and the scene's time for them.
 */
export { declarativeView, type DeclarativeViewOptions } from "./render/declarative-view";
export { useAnimationFrames, useSceneTime, type SceneTime } from "./render/scene-time";
