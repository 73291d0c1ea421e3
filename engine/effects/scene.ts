import type { SurfaceScene } from "../render/surface";
import type { Effects } from "./effects";

/** What a game's view gets: the surface's scene in logical units, and the board's effects. */
export interface Scene extends SurfaceScene {
  /**
   * The board's effects layer, made by the engine above the view's root (bursts, "+10", flash,
   * shake of the root, celebrate, soften). The engine advances it every frame and renders while it
   * is active; a view only asks for effects when its game reports events.
   */
  readonly effects: Effects;
}
