/**
 * Pointer gestures for a drawing surface: one pointer strokes (a mouse, a pen, one finger); a
 * second finger turns the touch into a pinch that zooms and pans, and the stroke the first finger
 * began is cancelled, so starting a pinch never leaves a mark; Ctrl+wheel (and a trackpad's pinch,
 * which browsers send as Ctrl+wheel) zooms about the pointer. Positions are CSS px relative to the
 * element. The element should have `touch-action: none`, so the page neither scrolls nor zooms
 * while a finger is on it.
 */

export interface LocalPoint {
  readonly x: number;
  readonly y: number;
}

export interface StrokeEvent extends LocalPoint {
  readonly kind: "down" | "move" | "up" | "cancel";
  readonly pointerType: string;
}

/** Zoom by `scale` about `origin`, then move by `pan`: what one step of a pinch or wheel does. */
export interface ViewChange {
  readonly scale: number;
  readonly origin: LocalPoint;
  readonly panX: number;
  readonly panY: number;
}

export interface GestureHandlers {
  onStroke?: (event: StrokeEvent) => void;
  onViewChange?: (change: ViewChange) => void;
}

const mid = (a: LocalPoint, b: LocalPoint): LocalPoint => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const gap = (a: LocalPoint, b: LocalPoint) => Math.hypot(a.x - b.x, a.y - b.y);

/** One pinch step from two fingers' previous positions to their new ones. */
export function pinchStep(
  before: readonly [LocalPoint, LocalPoint],
  after: readonly [LocalPoint, LocalPoint],
): ViewChange {
  const was = gap(before[0], before[1]);
  const now = gap(after[0], after[1]);
  const c0 = mid(before[0], before[1]);
  const c1 = mid(after[0], after[1]);
  return { scale: was > 0 && now > 0 ? now / was : 1, origin: c0, panX: c1.x - c0.x, panY: c1.y - c0.y };
}

/** How much one wheel notch zooms: deltaY 100 (a mouse notch) is about 18%. */
export function wheelScale(deltaY: number, deltaMode: number): number {
  const px = deltaMode === 1 ? deltaY * 16 : deltaMode === 2 ? deltaY * 400 : deltaY;
  return Math.exp(-Math.max(-200, Math.min(200, px)) * 0.0017);
}

export function attachGestures(element: HTMLElement, handlers: GestureHandlers): () => void {
  const pointers = new Map<number, LocalPoint>();
  let stroking: number | null = null;
  /** After a pinch, the finger left behind does not start a stroke until every finger lifts. */
  let pinched = false;

  const local = (e: PointerEvent | WheelEvent): LocalPoint => {
    const rect = element.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  };
  const stroke = (kind: StrokeEvent["kind"], e: PointerEvent) =>
    handlers.onStroke?.({ kind, pointerType: e.pointerType, ...local(e) });

  const down = (e: PointerEvent) => {
    if (e.pointerType === "mouse" && e.button !== 0) return;
    if (e.target instanceof Element && e.target.closest("button, a, input, select, textarea")) return;
    pointers.set(e.pointerId, local(e));
    try {
      element.setPointerCapture(e.pointerId);
    } catch {
      // A synthetic pointer may be gone already: moves inside the element still arrive.
    }
    if (pointers.size === 1 && !pinched) {
      stroking = e.pointerId;
      stroke("down", e);
    } else if (pointers.size === 2 && stroking !== null) {
      stroke("cancel", e);
      stroking = null;
      pinched = true;
    } else if (pointers.size >= 2) pinched = true;
  };
  const move = (e: PointerEvent) => {
    const before = pointers.get(e.pointerId);
    if (!before) return;
    const at = local(e);
    if (pointers.size === 2) {
      const [a, b] = [...pointers.entries()];
      const other = a![0] === e.pointerId ? b![1] : a![1];
      pointers.set(e.pointerId, at);
      handlers.onViewChange?.(pinchStep([before, other], [at, other]));
      return;
    }
    pointers.set(e.pointerId, at);
    if (e.pointerId === stroking) stroke("move", e);
  };
  const end = (e: PointerEvent, cancelled: boolean) => {
    if (!pointers.delete(e.pointerId)) return;
    if (element.hasPointerCapture?.(e.pointerId)) element.releasePointerCapture(e.pointerId);
    if (e.pointerId === stroking) {
      stroking = null;
      stroke(cancelled ? "cancel" : "up", e);
    }
    if (pointers.size === 0) pinched = false;
  };
  const up = (e: PointerEvent) => end(e, false);
  const cancel = (e: PointerEvent) => end(e, true);
  const wheel = (e: WheelEvent) => {
    if (!e.ctrlKey && !e.metaKey) return;
    // The browser would zoom the whole page instead.
    e.preventDefault();
    handlers.onViewChange?.({ scale: wheelScale(e.deltaY, e.deltaMode), origin: local(e), panX: 0, panY: 0 });
  };

  element.addEventListener("pointerdown", down);
  element.addEventListener("pointermove", move);
  element.addEventListener("pointerup", up);
  element.addEventListener("pointercancel", cancel);
  element.addEventListener("wheel", wheel, { passive: false });
  return () => {
    element.removeEventListener("pointerdown", down);
    element.removeEventListener("pointermove", move);
    element.removeEventListener("pointerup", up);
    element.removeEventListener("pointercancel", cancel);
    element.removeEventListener("wheel", wheel);
  };
}
