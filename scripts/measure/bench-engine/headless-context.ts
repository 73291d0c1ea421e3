/**
 * What the bench hands a game and its view in place of the page's runtime: a context that
 * drops sounds, toasts and rounds, and a scene with the engine's board layer on top.
 */
import type { GameClock, GameContext, Scene } from "@station/engine";
import type { Surface } from "@station/engine/internal/surface";
import { createBoardFeel, type BoardFeel } from "@station/engine/internal/board-feel";

export function benchContext<S extends string>(clock: GameClock, seed: number): GameContext<S> {
  return {
    clock,
    seed,
    sound: () => undefined,
    toast: () => undefined,
    reportRound: () => undefined,
    endRound: () => undefined,
    announce: () => undefined,
    moment: () => undefined,
    speed: 1,
    mode: undefined,
    storage: { get: () => null, set: () => undefined },
  };
}

/** The view's scene as mount-game makes it: the effects live on the surface's top layer. */
export function sceneWithFeel(surface: Surface): { scene: Scene; feel: BoardFeel } {
  const feel = createBoardFeel(surface.top, { size: surface.scene.size, shakeTarget: surface.scene.root });
  return { scene: { ...surface.scene, effects: feel.effects }, feel };
}
