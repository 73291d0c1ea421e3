/**
 * The studio's first seconds, before React has hydrated and PixiJS has loaded: the page's region
 * map, the session over it, and a tap on the picture that fills, shown on the quick canvas laid
 * over the line art (`QuickCanvas` in quick-canvas.tsx). The pre-rendered studio pages load this
 * module from their own HTML (scripts/build/studio-early.ts), so on a phone it starts with the
 * first bytes instead of after the site's code; StudioApp imports it too and takes the session
 * over (`takeEarlyStudio`) when its drawing is ready, so not a tap is lost.
 */
import { coloursUsed, createQuickLayer, createSession, fetchLineArt, fetchRegionMap } from "@station/studio/quick";
import type { StudioSession } from "@station/studio/quick";
import { reportStationEvent } from "../stickers/events";
import { pageStorage } from "./saved";
import { markChanged } from "./sync/local";

export const QUICK_CANVAS = "canvas[data-studio-quick]";

/** How far (CSS px) a pointer may travel and still be a tap: as the drawing's gestures (engine/input/gestures.ts). */
const TAP_SLOP = { touch: 10, other: 6 };

export interface EarlyStudio {
  readonly pageId: string;
  readonly session: StudioSession;
  readonly storage: ReturnType<typeof pageStorage>;
  /** The full-size line art the drawing needs, downloading since the page could be coloured. */
  readonly lineArt: Promise<Blob> | null;
  /** Stops listening and drawing (the drawing has taken over); the storage stays open. */
  stop(): void;
  /** stop(), and closes the storage: nobody takes the session over. */
  close(): void;
}

const quickCanvases = () => document.querySelectorAll<HTMLCanvasElement>(QUICK_CANVAS);

/** The quick canvas laid over the picture a pointer is on, if it is on one (React may hold a second, hidden). */
function canvasUnder(target: EventTarget | null): HTMLCanvasElement | null {
  for (let at = target instanceof Element ? target : null; at; at = at.parentElement) {
    const canvas = at.querySelector<HTMLCanvasElement>(`:scope > ${QUICK_CANVAS}`);
    if (canvas) return canvas;
  }
  return null;
}

/**
 * A point on the canvas as a map pixel; null off the picture. The canvas is laid out as the line
 * art is (object-fit: contain, the map's shape), whatever its own size until it first shows a fill.
 */
function mapPoint(canvas: HTMLCanvasElement, map: { width: number; height: number }, clientX: number, clientY: number) {
  const rect = canvas.getBoundingClientRect();
  const scale = Math.min(rect.width / map.width, rect.height / map.height);
  if (!(scale > 0)) return null;
  const x = Math.floor((clientX - rect.left - (rect.width - map.width * scale) / 2) / scale);
  const y = Math.floor((clientY - rect.top - (rect.height - map.height * scale) / 2) / scale);
  return x >= 0 && y >= 0 && x < map.width && y < map.height ? { x, y } : null;
}

async function open(pageId: string): Promise<EarlyStudio> {
  const map = await fetchRegionMap(pageId);
  const storage = pageStorage(pageId, () => markChanged(pageId));
  const session = createSession(map, storage, {
    coloured() {
      const picture = session.store.getState().history.current;
      reportStationEvent({ kind: "studio-region-colored", page: pageId, colorsUsed: coloursUsed(picture) });
    },
  });

  let frame = 0;
  const layer = createQuickLayer(session, () => {
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      layer.present(quickCanvases());
    });
  });
  // React replaces the canvas as the page hydrates and the studio's code arrives: each new one is drawn at once.
  const watch = new MutationObserver(() => {
    layer.present(quickCanvases());
    announce();
  });
  watch.observe(document.body, { childList: true, subtree: true });

  // Ready to fill once the picture is on screen: the pre-rendered page may still hold it in a
  // hidden Suspense boundary (React reveals it a moment later), or its image may not have loaded.
  let announced = false;
  const announce = () => {
    const onScreen = [...quickCanvases()].find((c) => c.getClientRects().length > 0);
    const img = onScreen?.parentElement?.querySelector("img");
    if (announced || !img?.complete || !img.naturalWidth) return;
    announced = true;
    document.removeEventListener("load", announce, true);
    document.documentElement.dataset.studioFillable = "true";
    performance.mark("studio-fillable");
  };
  document.addEventListener("load", announce, true);

  let down: { id: number; x: number; y: number; slop: number } | null = null;
  const onDown = (e: PointerEvent) => {
    // A second finger is a pinch, not a tap.
    if (down || !e.isPrimary || e.button !== 0 || !canvasUnder(e.target)) {
      down = null;
      return;
    }
    down = {
      id: e.pointerId,
      x: e.clientX,
      y: e.clientY,
      slop: e.pointerType === "touch" ? TAP_SLOP.touch : TAP_SLOP.other,
    };
  };
  const onUp = (e: PointerEvent) => {
    const tap = down;
    if (!tap || e.pointerId !== tap.id) return;
    down = null;
    const canvas = canvasUnder(e.target);
    if (!canvas || Math.hypot(e.clientX - tap.x, e.clientY - tap.y) > tap.slop) return;
    const at = mapPoint(canvas, map, e.clientX, e.clientY);
    if (at) session.tapAt(at.x, at.y);
  };
  const onCancel = () => {
    down = null;
  };
  // On the window, capturing: while React hydrates the document it stops the propagation of
  // pointer events aimed at a part it has not hydrated yet (to replay them later), at its own
  // capturing listener on the document, and a first tap would never reach a listener below it.
  window.addEventListener("pointerdown", onDown, true);
  window.addEventListener("pointerup", onUp, true);
  window.addEventListener("pointercancel", onCancel, true);

  layer.present(quickCanvases());
  announce();
  // Only now: on a phone's link it would have shared the bandwidth with what a first tap needs.
  const linesUrl = quickCanvases()[0]?.dataset.studioLines;
  const lineArt = linesUrl ? fetchLineArt(pageId, linesUrl) : null;
  // Failing here is the studio's to report, when it uses it.
  lineArt?.catch(() => undefined);

  const stop = () => {
    window.removeEventListener("pointerdown", onDown, true);
    window.removeEventListener("pointerup", onUp, true);
    window.removeEventListener("pointercancel", onCancel, true);
    watch.disconnect();
    document.removeEventListener("load", announce, true);
    cancelAnimationFrame(frame);
    layer.stop();
  };
  return {
    pageId,
    session,
    storage,
    lineArt,
    stop,
    close() {
      stop();
      storage.close();
      delete document.documentElement.dataset.studioFillable;
    },
  };
}

let early: Promise<EarlyStudio | null> | null = null;

function start(pageId: string): Promise<EarlyStudio | null> {
  return open(pageId).catch((error: unknown) => {
    // The studio opens the page itself and says what went wrong.
    console.error(error);
    return null;
  });
}

/**
 * The page's early session, once: the studio takes it over (and must stop or close it). Started
 * now when the page's HTML did not start it (a visit that came by a link within the site).
 */
export async function takeEarlyStudio(pageId: string): Promise<EarlyStudio | null> {
  const started = early ?? start(pageId);
  early = null;
  const studio = await started;
  if (studio && studio.pageId !== pageId) {
    studio.close();
    return null;
  }
  return studio;
}

// Loaded by a studio page's HTML: begin at once. (The pre-render has no document.)
const pageId = typeof document === "undefined" ? undefined : quickCanvases()[0]?.dataset.studioQuick;
if (pageId) early = start(pageId);
