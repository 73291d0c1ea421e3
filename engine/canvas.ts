/**
 * The engine's door for canvas apps: apps that are not fixed-step games (a drawing, an editor),
 * loaded with the app's own code, never by a page. It brings PixiJS. The pure viewport and
 * gesture helpers are here too, for the app's tests.
 */
export {
  mountCanvasApp,
  type CanvasAppOptions,
  type CanvasScene,
  type CanvasView,
  type MountedCanvasApp,
} from "./runtime/mount-canvas-app";
export { createPixelLayer, type PixelBounds, type PixelLayer } from "./render/pixel-layer";
export {
  attachGestures,
  createGestureTracker,
  pinchStep,
  wheelChange,
  wheelScale,
  type PointerMode,
  type StrokeEvent,
  type TapEvent,
  type ViewChange,
} from "./input/gestures";
// The whole of the viewport module is pure arithmetic on plain numbers: an app may use any of it.
export * from "./render/viewport";
export { prefersReducedMotion } from "./render/motion";
