import { createContext, useContext, useLayoutEffect } from "react";

/** What a declarative scene knows of time while one frame is drawn (see `useSceneTime`). */
export interface SceneTime {
  /** Game time of the frame being drawn, in ms: it stops while the game is paused. */
  readonly now: number;
  /**
   * True on the scene's first frame and while the player prefers reduced motion: what appears
   * now should appear in place, without animating in.
   */
  readonly instant: boolean;
}

/** The engine's side of `useSceneTime`: the frame's time, and who still animates. */
export interface SceneFrame extends SceneTime {
  readonly animators: Set<object>;
}

/** Provided by `declarativeView` around a scene; read through the two hooks below. */
export const SceneFrameContext = createContext<SceneFrame | null>(null);

/** The game time of the frame being drawn, for a declarative view's animations. */
export function useSceneTime(): SceneTime {
  const frame = useContext(SceneFrameContext);
  if (!frame) throw new Error("useSceneTime is for components inside a declarativeView scene");
  return frame;
}

/**
 * While `active` is true the engine draws a frame every display frame, with a new `now`; once no
 * component asks, an idle board costs nothing. Decide it from `now`, e.g. `now - shownAt < POP_MS`.
 */
export function useAnimationFrames(active: boolean): void {
  const frame = useContext(SceneFrameContext);
  if (!frame) throw new Error("useAnimationFrames is for components inside a declarativeView scene");
  const { animators } = frame;
  // A layout effect, so the set is up to date when the commit that changed it is drawn.
  useLayoutEffect(() => {
    if (!active) return;
    const token = {};
    animators.add(token);
    return () => {
      animators.delete(token);
    };
  }, [active, animators]);
}
