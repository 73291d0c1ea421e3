// The site's CSP has no 'unsafe-eval': this swaps PixiJS's generated shader-sync code for
// precompiled paths. It must run before the first renderer exists.
import "pixi.js/unsafe-eval";
import { Application } from "pixi.js";

let shared: Promise<Application> | null = null;

/**
 * The one PixiJS application of a visit to the games area. Games come and go; it stays, so
 * moving between games (and out and back in) never makes a second WebGL context. It never
 * ticks by itself: the engine's loop renders when it has drawn a frame.
 */
export function sharedApplication(): Promise<Application> {
  shared ??= (async () => {
    const app = new Application();
    await app.init({
      preference: "webgl",
      width: 1,
      height: 1,
      antialias: true,
      autoDensity: true,
      resolution: Math.min(window.devicePixelRatio || 1, 3),
      backgroundAlpha: 0,
      autoStart: false,
      sharedTicker: false,
    });
    app.ticker.stop();
    app.canvas.setAttribute("aria-hidden", "true");
    app.canvas.style.display = "block";
    return app;
  })();
  return shared;
}
