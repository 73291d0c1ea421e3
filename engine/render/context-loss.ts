/**
 * What a lost WebGL context means for a running game. Mobile browsers drop the context when a
 * tab sleeps or memory runs short; the canvas then shows nothing, and a real-time game would
 * play on unseen.
 *
 * PixiJS v8 (8.22) does the GPU side itself: it calls `preventDefault` on the loss (which lets the
 * browser give the context back) and, on restore, its systems drop their dead GL objects
 * (buffers, vertex arrays, shaders, textures) and re-upload them from what they keep on the CPU
 * on the next render. Not everything survives that: spare textures in PixiJS's texture pool keep
 * GPU textures of the dead context, and text textures taken from the pool afterwards came back
 * blank (Word Search's grid, about one restore in two under SwiftShader). And nothing renders
 * again by itself (the loop draws only when the view reports a change, so an idle board would
 * stay blank). So the engine pauses on loss, keeps the game paused
 * while the context is gone, and on restore makes the view again from the game's state (which the
 * loss never touched) in an emptied scene and texture pool, and renders it once.
 */
import type { Application } from "pixi.js";
export interface ContextWatch {
  /** Whether the context is gone right now: resuming must wait until it is back. */
  lost(): boolean;
  stop(): void;
}

/** Calls `onLost` and `onRestored` as the canvas's WebGL context goes and comes back. */
export function watchContextLoss(
  canvas: HTMLCanvasElement,
  handlers: { onLost(): void; onRestored(): void },
  /** Whether the context was already gone when the game mounted (lost between two games). */
  initiallyLost = false,
): ContextWatch {
  let lost = initiallyLost;
  // PixiJS registered its own listeners when the renderer was made, so by the time this one
  // runs on "restored" its systems already hold the new context.
  const onLost = () => {
    lost = true;
    handlers.onLost();
  };
  const onRestored = () => {
    lost = false;
    handlers.onRestored();
  };
  canvas.addEventListener("webglcontextlost", onLost);
  canvas.addEventListener("webglcontextrestored", onRestored);
  return {
    lost: () => lost,
    stop() {
      canvas.removeEventListener("webglcontextlost", onLost);
      canvas.removeEventListener("webglcontextrestored", onRestored);
    },
  };
}

/**
 * `watchContextLoss` for a PixiJS application, as the games and the canvas apps mount one. On
 * restore PixiJS rebinds texture units 0-15 but keeps its record of the others, so a texture it
 * believes still bound to unit 16 or above draws as nothing (a tiled pixel layer's tile came back
 * black): the renderer forgets every binding before the handlers run.
 */
export function watchAppContextLoss(app: Application, handlers: { onLost(): void; onRestored(): void }): ContextWatch {
  const gl = (app.renderer as { gl?: WebGLRenderingContext }).gl;
  return watchContextLoss(
    app.canvas,
    {
      onLost: handlers.onLost,
      onRestored: () => {
        app.renderer.resetState();
        handlers.onRestored();
      },
    },
    gl?.isContextLost(),
  );
}
