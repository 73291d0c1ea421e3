import { Container, type Application, type Renderer } from "pixi.js";
import { attachGestures, type PointerMode, type StrokeEvent, type TapEvent } from "../input/gestures";
import { fitRendererTo, sharedApplication } from "../render/application";
import { watchAppContextLoss } from "../render/context-loss";
import {
  clampViewport,
  DEFAULT_ZOOM_LIMITS,
  fitViewport,
  panBy,
  toContent,
  zoomAt,
  type Size,
  type Viewport,
  type ZoomLimits,
} from "../render/viewport";

/** What a canvas app's view gets. */
export interface CanvasScene {
  /** In content units; the engine moves and scales it with the viewport. */
  readonly content: Container;
  /** In screen px, above the content, not zoomed: markers that keep their size. */
  readonly overlay: Container;
  readonly renderer: Renderer;
  /** Asks for one render on the next display frame (several asks make one render). */
  requestRender(): void;
  /** Screen px of the surface to content units, under the current viewport. */
  toContent(x: number, y: number): { x: number; y: number };
  /** The current viewport (content to screen px). */
  viewport(): Viewport;
}

/** A view of a canvas app: redraws on request, not every frame. */
export interface CanvasView {
  /** Called before each render; draw what changed since the last one. */
  beforeRender?(): void;
  /** After a lost WebGL context came back: anything not kept on the CPU must be drawn again. */
  restored?(): void;
  /** The viewport moved (zoom, pan, resize): screen-px overlays follow it. */
  viewportChanged?(viewport: Viewport): void;
  destroy?(): void;
}

export interface CanvasAppOptions {
  /** Receives the shared canvas; its box is the drawing's screen size. */
  canvasHost: HTMLElement;
  /** The element whose pointers draw and whose gestures zoom (often the same as canvasHost). */
  surface: HTMLElement;
  /** The content's size in its own units (a page's pixels). */
  size: Size;
  create(scene: CanvasScene): CanvasView;
  /** One pointer's stroke, in content units (in "stroke" mode). */
  onStroke?(event: StrokeEvent & { readonly contentX: number; readonly contentY: number }): void;
  /** A tap or click that did not travel (in "tap" mode, where a drag pans instead). */
  onTap?(event: TapEvent & { readonly contentX: number; readonly contentY: number }): void;
  /** Whether a one-pointer drag paints ("stroke", the default) or pans ("tap"); asked at each pointer down. */
  pointerMode?(): PointerMode;
  onContextLost?(lost: boolean): void;
  /** Screen px kept free around the fitted content. */
  margin?: number;
  limits?: ZoomLimits;
}

/** A canvas app on the page: `mountCanvasApp`'s answer. */
export interface MountedCanvasApp {
  readonly app: Application;
  readonly scene: CanvasScene;
  requestRender(): void;
  /** Renders now, synchronously (a test or benchmark measuring the frame). */
  renderNow(): void;
  zoomBy(factor: number): void;
  fit(): void;
  /** Whether the content is zoomed past the fitted scale. */
  zoomed(): boolean;
  unmount(): void;
}

/**
 * An app that is not a fixed-step game: a drawing, an editor, a board that changes only when
 * someone acts. It gets the engine's one PixiJS application, a content container under a viewport
 * (fitted and centred, zoomed by pinch, the wheel or buttons, panned by two fingers, Space+drag,
 * the middle button, or in "tap" mode by any drag), strokes or taps from one pointer, and renders
 * only on request. While it pans, the surface carries `data-pan="grabbing"` (`"grab"` while Space
 * is held) for the app's cursor. A lost WebGL context renders nothing until it is
 * back; then the view's `restored` runs and the scene renders once.
 */
export async function mountCanvasApp(options: CanvasAppOptions): Promise<MountedCanvasApp> {
  const app = await sharedApplication();
  const { canvasHost, surface, size } = options;
  const limits = options.limits ?? DEFAULT_ZOOM_LIMITS;
  const root = new Container();
  const content = new Container();
  const overlay = new Container();
  root.addChild(content, overlay);
  app.stage.addChild(root);
  canvasHost.appendChild(app.canvas);

  let screen: Size = { width: 1, height: 1 };
  let view: Viewport = { scale: 1, x: 0, y: 0 };
  let fitted = true;
  let frame = 0;
  let canvasView: CanvasView | null = null;

  const renderNow = () => {
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
    if (context.lost()) return;
    canvasView?.beforeRender?.();
    app.render();
  };
  const requestRender = () => {
    frame ||= requestAnimationFrame(renderNow);
  };
  const setView = (next: Viewport) => {
    view = next;
    content.scale.set(view.scale);
    content.position.set(view.x, view.y);
    canvasView?.viewportChanged?.(view);
    requestRender();
  };
  const fitMargin = () => fitViewport(size, screen, options.margin ?? 0);
  const resize = () => {
    screen = fitRendererTo(app, canvasHost);
    setView(fitted ? fitMargin() : clampViewport(view, size, screen));
    renderNow();
  };

  const scene: CanvasScene = {
    content,
    overlay,
    renderer: app.renderer,
    requestRender,
    toContent: (x, y) => toContent(view, x, y),
    viewport: () => view,
  };
  const limitsFromFit = (): ZoomLimits => {
    // Zoom limits count from the fitted scale with margins, which fitViewport without them exceeds.
    const ratio = fitMargin().scale / fitViewport(size, screen).scale;
    return { minFactor: limits.minFactor * ratio, maxFactor: limits.maxFactor * ratio };
  };
  const zoomAbout = (factor: number, origin: { x: number; y: number }) => {
    const next = zoomAt(view, factor, origin, size, screen, limitsFromFit());
    fitted = next.scale <= fitMargin().scale + 1e-9;
    setView(fitted ? fitMargin() : next);
  };

  const context = watchAppContextLoss(app, {
    onLost: () => options.onContextLost?.(true),
    onRestored: () => {
      options.onContextLost?.(false);
      canvasView?.restored?.();
      renderNow();
    },
  });

  canvasView = options.create(scene);
  const observer = new ResizeObserver(resize);
  observer.observe(canvasHost);
  resize();

  const contentAt = (event: { x: number; y: number }) => {
    const hostRect = canvasHost.getBoundingClientRect();
    const surfaceRect = surface.getBoundingClientRect();
    const at = toContent(view, event.x + surfaceRect.left - hostRect.left, event.y + surfaceRect.top - hostRect.top);
    return { contentX: at.x, contentY: at.y };
  };
  const detach = attachGestures(surface, {
    mode: () => options.pointerMode?.() ?? "stroke",
    onStroke: (event) => options.onStroke?.({ ...event, ...contentAt(event) }),
    onTap: (event) => options.onTap?.({ ...event, ...contentAt(event) }),
    onPanState(state) {
      if (state) surface.dataset.pan = state;
      else delete surface.dataset.pan;
    },
    onViewChange(change) {
      if (change.scale !== 1) zoomAbout(change.scale, change.origin);
      // A fitted page has nowhere to move: it stays fitted, so a resize fits it again.
      if ((change.panX || change.panY) && !fitted) {
        setView(panBy(view, change.panX, change.panY, size, screen));
      }
    },
  });

  return {
    app,
    scene,
    requestRender,
    renderNow,
    zoomBy: (factor) => zoomAbout(factor, { x: screen.width / 2, y: screen.height / 2 }),
    fit() {
      fitted = true;
      setView(fitMargin());
    },
    zoomed: () => !fitted,
    unmount() {
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      detach();
      observer.disconnect();
      context.stop();
      app.stage.removeChild(root);
      // As for a game's scene: one render without it lets PixiJS drop its pending updates first.
      app.render();
      canvasView?.destroy?.();
      root.destroy({ children: true });
      if (app.canvas.parentElement === canvasHost) canvasHost.removeChild(app.canvas);
    },
  };
}
