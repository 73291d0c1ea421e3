import type { Application } from "pixi.js";
import { watchAppContextLoss, type ContextWatch } from "../render/context-loss";

/**
 * A game through a lost WebGL context (render/context-loss.ts says why it needs handling): the
 * game pauses when the context goes, or at once when it was already gone as the game mounted;
 * resuming waits for `lost()` to turn false; on restore the board is made afresh.
 */
export function carryThroughContextLoss(app: Application, handlers: { pause(): void; rebuild(): void }): ContextWatch {
  const context = watchAppContextLoss(app, { onLost: handlers.pause, onRestored: handlers.rebuild });
  if (context.lost()) handlers.pause();
  return context;
}
