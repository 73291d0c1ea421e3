/**
 * A camera over content of a fixed size (a page, a board): content units to screen pixels as
 * `screen = content * scale + offset`. Pure, so zoom and pan are tested without a browser.
 */
export interface Viewport {
  readonly scale: number;
  readonly x: number;
  readonly y: number;
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

export interface ZoomLimits {
  /** Smallest scale, as a multiple of the fitted scale. */
  readonly minFactor: number;
  /** Largest scale, as a multiple of the fitted scale. */
  readonly maxFactor: number;
}

export const DEFAULT_ZOOM_LIMITS: ZoomLimits = { minFactor: 1, maxFactor: 8 };

/** The whole content, as large as fits, centred; `margin` screen px kept free on every side. */
export function fitViewport(content: Size, screen: Size, margin = 0): Viewport {
  const scale = Math.max(
    1e-6,
    Math.min((screen.width - 2 * margin) / content.width, (screen.height - 2 * margin) / content.height),
  );
  return { scale, x: (screen.width - content.width * scale) / 2, y: (screen.height - content.height * scale) / 2 };
}

/**
 * Keeps the content on screen: a side smaller than the screen is centred on that axis, a larger
 * one may not leave a gap at either edge.
 */
export function clampViewport(view: Viewport, content: Size, screen: Size): Viewport {
  const axis = (offset: number, contentPx: number, screenPx: number) =>
    contentPx <= screenPx ? (screenPx - contentPx) / 2 : Math.min(0, Math.max(screenPx - contentPx, offset));
  return {
    scale: view.scale,
    x: axis(view.x, content.width * view.scale, screen.width),
    y: axis(view.y, content.height * view.scale, screen.height),
  };
}

/** Zooms by `factor` about a screen point (it stays over the same content point), within limits. */
export function zoomAt(
  view: Viewport,
  factor: number,
  origin: { x: number; y: number },
  content: Size,
  screen: Size,
  limits: ZoomLimits = DEFAULT_ZOOM_LIMITS,
): Viewport {
  const fitted = fitViewport(content, screen).scale;
  const scale = Math.min(fitted * limits.maxFactor, Math.max(fitted * limits.minFactor, view.scale * factor));
  const k = scale / view.scale;
  return clampViewport(
    { scale, x: origin.x - (origin.x - view.x) * k, y: origin.y - (origin.y - view.y) * k },
    content,
    screen,
  );
}

export function panBy(view: Viewport, dx: number, dy: number, content: Size, screen: Size): Viewport {
  return clampViewport({ scale: view.scale, x: view.x + dx, y: view.y + dy }, content, screen);
}

export function toContent(view: Viewport, screenX: number, screenY: number): { x: number; y: number } {
  return { x: (screenX - view.x) / view.scale, y: (screenY - view.y) / view.scale };
}
