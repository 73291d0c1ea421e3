import { Container, TexturePool, type Application, type Renderer } from "pixi.js";
import { fitRendererTo } from "./application";

/**
 * A root container in logical units, scaled to fit the surface. A game's view gets it with the
 * engine's effects added (`Scene`, engine/effects/scene.ts).
 */
export interface SurfaceScene {
  readonly root: Container;
  readonly size: { readonly width: number; readonly height: number };
  readonly renderer: Renderer;
}

/** The shared canvas while one game has it (`mountSurface`). */
export interface Surface {
  /** The view's scene, but for the effects the engine adds (engine/runtime/board-feel). */
  readonly scene: SurfaceScene;
  /**
   * The engine's layer above the scene's root, in the same logical units: effects, the start
   * prompt and the end card. A shake moves the root alone, so the card never jolts.
   */
  readonly top: Container;
  render(): void;
  /** Client (CSS px) position to logical game units. */
  toLogical(clientX: number, clientY: number): { x: number; y: number };
  /** Logical game units to CSS px from the canvas's top left corner. */
  toCanvas(x: number, y: number): { x: number; y: number };
  /**
   * Destroys everything in the scene's root and the top layer, keeping both, and empties PixiJS's texture pool,
   * whose spare textures may still name GPU textures of a lost context (a view is about to be
   * made again after the context came back).
   */
  clearScene(): void;
  /** Takes the scene off the shared application and destroys it; the app lives on. */
  unmount(): void;
}

/**
 * Puts the shared canvas in `host` and a fresh scene on its stage. The drawing buffer follows the
 * host's box (a ResizeObserver, so a sidebar or fullscreen change counts, not only the window)
 * at the device's pixel ratio, and the scene is scaled so its logical size fills it: vector
 * shapes are drawn at full resolution, sharp at any size.
 */
export function mountSurface(app: Application, host: HTMLElement, size: { width: number; height: number }): Surface {
  const root = new Container();
  const top = new Container({ label: "board-feel" });
  app.stage.addChild(root, top);
  host.appendChild(app.canvas);

  let fitted = "";
  const fit = () => {
    const { width, height } = fitRendererTo(app, host);
    // The observer's first call reports the box fit() has just drawn for: an unchanged drawing
    // buffer still shows its last frame, so drawing it again would only cost a frame.
    const key = `${width}x${height}@${app.renderer.resolution}`;
    if (key === fitted) return;
    fitted = key;
    const scale = Math.min(width / size.width, height / size.height);
    root.scale.set(scale);
    root.position.set((width - size.width * scale) / 2, (height - size.height * scale) / 2);
    top.scale.set(scale);
    top.position.copyFrom(root.position);
    app.render();
  };
  const observer = new ResizeObserver(fit);
  observer.observe(host);
  fit();

  return {
    scene: { root, size, renderer: app.renderer },
    top,
    render: () => app.render(),
    toCanvas(x, y) {
      const scale = root.scale.x || 1;
      return { x: root.position.x + x * scale, y: root.position.y + y * scale };
    },
    toLogical(clientX, clientY) {
      const rect = app.canvas.getBoundingClientRect();
      const scale = root.scale.x || 1;
      return { x: (clientX - rect.left - root.position.x) / scale, y: (clientY - rect.top - root.position.y) / scale };
    },
    clearScene() {
      const children = [...root.removeChildren(), ...top.removeChildren()];
      // As in unmount: a render without them first, so PixiJS drops its pending updates.
      app.render();
      for (const child of children) child.destroy({ children: true });
      TexturePool.clear(true);
    },
    unmount() {
      observer.disconnect();
      app.stage.removeChild(root, top);
      // One render without the scene lets PixiJS drop its pending updates for it; destroying
      // first leaves them pointing at destroyed objects (an 'updateRenderable' crash next frame).
      app.render();
      root.destroy({ children: true });
      top.destroy({ children: true });
      if (app.canvas.parentElement === host) host.removeChild(app.canvas);
    },
  };
}
