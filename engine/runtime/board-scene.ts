import type { AnyGameDefinition, GameInstance } from "../contract/define-game";
import type { EndCardContent } from "../effects/end-card-layout";
import { yieldToMain } from "../loop/yield-to-main";
import type { Surface } from "../render/surface";
import { createBoardFeel, type BoardFeel } from "./board-feel";

/**
 * What the board draws: the game's view and, above it, the board's feel (effects, start prompt,
 * end card). Both are made again from the game's state after a lost WebGL context.
 */
export interface BoardScene {
  /** The feel now: a different one after `rebuild`. */
  readonly feel: BoardFeel;
  /** The view's frame (GameView.draw): true when something changed. */
  draw(alpha: number): boolean;
  /**
   * The scene made afresh, showing the card it showed (`shownEnd`) and the prompt, at rest. A
   * restored context re-uploads every texture from its source, and text sources do not all survive
   * that (see keepTextCanvases): a view made again from the game's state, which the loss never
   * touched, makes every texture afresh.
   */
  rebuild(shownEnd: EndCardContent | null): void;
  destroy(): void;
}

/** Makes the feel, yields to the main thread, then makes the game's view. */
export async function mountBoardScene(
  definition: AnyGameDefinition,
  instance: GameInstance,
  surface: Surface,
): Promise<BoardScene> {
  const makeFeel = () =>
    createBoardFeel(surface.top, {
      size: definition.size,
      shakeTarget: surface.scene.root,
      promptY: definition.promptY,
    });
  let feel = makeFeel();
  await yieldToMain();
  let view = definition.view(instance, { ...surface.scene, effects: feel.effects });

  return {
    get feel() {
      return feel;
    },
    draw: (alpha) => view.draw(alpha),
    rebuild(shownEnd) {
      // The same order as unmount: the scene goes first, then the view lets go of what it holds.
      const prompted = feel.promptShown();
      surface.clearScene();
      feel.destroy();
      view.destroy?.();
      feel = makeFeel();
      // What the board showed comes back as it was, not arriving again.
      if (shownEnd) feel.showEnd(shownEnd, null);
      if (prompted !== null) feel.prompt(prompted, "at-rest");
      view = definition.view(instance, { ...surface.scene, effects: feel.effects });
      view.draw(1);
      feel.update(0);
      surface.render();
    },
    destroy() {
      feel.destroy();
      view.destroy?.();
    },
  };
}
