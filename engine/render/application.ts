// The site's CSP has no 'unsafe-eval': this swaps PixiJS's generated shader-sync code for
// precompiled paths. It must run before the first renderer exists.
import "pixi.js/unsafe-eval";
// A renderer builds its render pipes from the extensions registered when it is made, and PixiJS
// registers a kind of display object's pipe when that kind's module first loads. The one shared
// renderer outlives the games, and a game loaded later may use a kind the first did not (Little
// Dodger's Text after Snake's Graphics: 'updateRenderable' of a missing pipe). So every kind a
// game may use is registered here, before the renderer exists.
import "pixi.js/graphics";
import "pixi.js/text";
import "pixi.js/text-bitmap";
import "pixi.js/sprite-tiling";
import "pixi.js/mesh";
import { Application } from "pixi.js";
import { capBatchTextures } from "./batch-textures";

let shared: Promise<Application> | null = null;

const deviceResolution = () => Math.min(window.devicePixelRatio || 1, 3);

/**
 * The one PixiJS application of a visit to the games area. Games come and go; it stays, so
 * moving between games (and out and back in) never makes a second WebGL context. It never
 * ticks by itself: the engine's loop renders when it has drawn a frame.
 */
export function sharedApplication(): Promise<Application> {
  shared ??= (async () => {
    capBatchTextures();
    const app = new Application();
    await app.init({
      preference: "webgl",
      width: 1,
      height: 1,
      antialias: true,
      autoDensity: true,
      resolution: deviceResolution(),
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

/**
 * Sizes the shared canvas's drawing buffer to `host`'s box at the device's pixel ratio (at most
 * 3), which may have changed with the window's zoom or screen; returns the box in CSS px.
 */
export function fitRendererTo(app: Application, host: HTMLElement): { width: number; height: number } {
  const width = Math.max(1, Math.round(host.clientWidth));
  const height = Math.max(1, Math.round(host.clientHeight));
  const resolution = deviceResolution();
  if (app.renderer.resolution !== resolution) app.renderer.resolution = resolution;
  app.renderer.resize(width, height);
  return { width, height };
}
