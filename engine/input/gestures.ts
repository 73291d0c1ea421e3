/**
 * Pointer gestures for a drawing surface. What one pointer does depends on the app's mode, read
 * as the pointer goes down:
 *
 * - "stroke" (a brush): a drag paints; the stroke events go to the app.
 * - "tap" (a fill): a pointer that lifts near where it went down is a tap; one that travels
 *   further pans the view instead, so a swipe or a drag never colours where it lifts.
 *
 * In either mode a second finger turns the touch into a pinch that zooms and pans, and a stroke
 * the first finger began is cancelled, so starting a pinch never leaves a mark; the finger left
 * on the glass then pans. The middle mouse button, or any button while Space is held, pans. The
 * wheel zooms about the pointer (Ctrl+wheel too: a trackpad's pinch), a sideways wheel pans, and
 * the page never scrolls under it. Positions are CSS px relative to the element, which should have
 * `touch-action: none` so the browser neither scrolls nor zooms while a finger is on it.
 *
 * The decisions are in `createGestureTracker`, pure and tested without a browser;
 * `attachGestures` feeds it the element's DOM events.
 */
import { listenAll } from "./listen";

export interface LocalPoint {
  readonly x: number;
  readonly y: number;
}

export interface StrokeEvent extends LocalPoint {
  readonly kind: "down" | "move" | "up" | "cancel";
  readonly pointerType: string;
}

export interface TapEvent extends LocalPoint {
  readonly pointerType: string;
}

/** Zoom by `scale` about `origin`, then move by `pan`: what one step of a pinch, pan or wheel does. */
export interface ViewChange {
  readonly scale: number;
  readonly origin: LocalPoint;
  readonly panX: number;
  readonly panY: number;
}

export type PointerMode = "stroke" | "tap";

export interface GestureHandlers {
  onStroke?: (event: StrokeEvent) => void;
  onTap?: (event: TapEvent) => void;
  onViewChange?: (change: ViewChange) => void;
  /** Whether a drag paints ("stroke") or pans ("tap"); read as a pointer goes down. Default "stroke". */
  mode?: () => PointerMode;
  /** The surface is panning ("grabbing"), ready to pan ("grab": Space held), or neither. */
  onPanState?: (state: PanState) => void;
}

export type PanState = "grab" | "grabbing" | null;

export interface PointerInput extends LocalPoint {
  readonly id: number;
  /** "mouse", "pen" or "touch". */
  readonly type: string;
  /** The mouse button pressed (0 main, 1 middle); 0 for touch and pen. */
  readonly button?: number;
}

/** How far (CSS px) a pointer may travel and still be a tap: a finger wobbles more than a mouse. */
export const TAP_SLOP = { touch: 10, other: 6 } as const;

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
  return Math.exp(-Math.max(-200, Math.min(200, wheelPixels(deltaY, deltaMode))) * 0.0017);
}

const wheelPixels = (delta: number, deltaMode: number) =>
  deltaMode === 1 ? delta * 16 : deltaMode === 2 ? delta * 400 : delta;

/** What a wheel turn over the surface does: zoom about the pointer, or pan when it turns sideways. */
export function wheelChange(
  e: { deltaX: number; deltaY: number; deltaMode: number; ctrlKey?: boolean; metaKey?: boolean },
  at: LocalPoint,
): ViewChange | null {
  const dx = wheelPixels(e.deltaX, e.deltaMode);
  const dy = wheelPixels(e.deltaY, e.deltaMode);
  if (!e.ctrlKey && !e.metaKey && Math.abs(dx) > Math.abs(dy)) {
    return { scale: 1, origin: at, panX: -dx, panY: 0 };
  }
  if (dy === 0) return null;
  return { scale: wheelScale(e.deltaY, e.deltaMode), origin: at, panX: 0, panY: 0 };
}

type Role =
  /** Painting: its moves go to onStroke. */
  | { kind: "stroke" }
  /** Down in tap mode and not yet far from where it started. */
  | { kind: "pending"; start: LocalPoint }
  /** Moving the view. */
  | { kind: "pan" }
  /** One of a pinch's two fingers, or a third finger: moves the view with the other. */
  | { kind: "pinch" }
  /** Left after a pinch while others were down: does nothing until lifted. */
  | { kind: "idle" };

export interface GestureTracker {
  down(p: PointerInput): void;
  move(p: PointerInput): void;
  up(p: PointerInput): void;
  cancel(p: PointerInput): void;
  /** Space (or another pan key) held: every new pointer pans. */
  setPanKey(held: boolean): void;
  /** How many pointers are down. */
  readonly active: number;
}

export function createGestureTracker(handlers: GestureHandlers): GestureTracker {
  const pointers = new Map<number, { at: LocalPoint; role: Role; type: string }>();
  let panKey = false;
  let panState: PanState = null;

  const updatePanState = () => {
    const panning = [...pointers.values()].some((p) => p.role.kind === "pan" || p.role.kind === "pinch");
    const next: PanState = panning ? "grabbing" : panKey ? "grab" : null;
    if (next !== panState) {
      panState = next;
      handlers.onPanState?.(next);
    }
  };
  const stroke = (kind: StrokeEvent["kind"], p: { at: LocalPoint; type: string }) =>
    handlers.onStroke?.({ kind, pointerType: p.type, x: p.at.x, y: p.at.y });
  const pan = (dx: number, dy: number, at: LocalPoint) => {
    if (dx || dy) handlers.onViewChange?.({ scale: 1, origin: at, panX: dx, panY: dy });
  };

  const tracker: GestureTracker = {
    get active() {
      return pointers.size;
    },
    down(p) {
      if (pointers.has(p.id)) return;
      const at = { x: p.x, y: p.y };
      if (pointers.size >= 1) {
        // A second finger: whatever the first was doing becomes a pinch. Its stroke, if any, is
        // taken back (cancel), and a tap it might have been never happens.
        for (const other of pointers.values()) {
          if (other.role.kind === "stroke") stroke("cancel", other);
          other.role = { kind: "pinch" };
        }
        pointers.set(p.id, { at, role: { kind: "pinch" }, type: p.type });
        updatePanState();
        return;
      }
      const mode = handlers.mode?.() ?? "stroke";
      const role: Role =
        panKey || p.button === 1
          ? { kind: "pan" }
          : mode === "tap"
            ? { kind: "pending", start: at }
            : { kind: "stroke" };
      const entry = { at, role, type: p.type };
      pointers.set(p.id, entry);
      if (role.kind === "stroke") stroke("down", entry);
      updatePanState();
    },
    move(p) {
      const entry = pointers.get(p.id);
      if (!entry) return;
      const before = entry.at;
      const at = { x: p.x, y: p.y };
      entry.at = at;
      const role = entry.role;
      if (role.kind === "stroke") stroke("move", entry);
      else if (role.kind === "pan") pan(at.x - before.x, at.y - before.y, at);
      else if (role.kind === "pending") {
        const slop = p.type === "touch" ? TAP_SLOP.touch : TAP_SLOP.other;
        if (gap(at, role.start) > slop) {
          entry.role = { kind: "pan" };
          pan(at.x - role.start.x, at.y - role.start.y, at);
          updatePanState();
        }
      } else if (role.kind === "pinch") {
        const partner = [...pointers.entries()].find(([id, o]) => id !== p.id && o.role.kind === "pinch");
        if (partner) handlers.onViewChange?.(pinchStep([before, partner[1].at], [at, partner[1].at]));
      }
    },
    up(p) {
      end(p, false);
    },
    cancel(p) {
      end(p, true);
    },
    setPanKey(held) {
      panKey = held;
      updatePanState();
    },
  };

  function end(p: PointerInput, cancelled: boolean) {
    const entry = pointers.get(p.id);
    if (!entry) return;
    pointers.delete(p.id);
    entry.at = { x: p.x, y: p.y };
    if (entry.role.kind === "stroke") stroke(cancelled ? "cancel" : "up", entry);
    else if (entry.role.kind === "pending" && !cancelled) {
      handlers.onTap?.({ x: entry.role.start.x, y: entry.role.start.y, pointerType: entry.type });
    }
    if (entry.role.kind === "pinch") {
      const left = [...pointers.values()].filter((o) => o.role.kind === "pinch");
      // The one finger left on the glass after a pinch carries on moving the view.
      if (left.length === 1 && pointers.size === 1) left[0]!.role = { kind: "pan" };
      else if (left.length === 1) left[0]!.role = { kind: "idle" };
    }
    updatePanState();
  }

  return tracker;
}

const isControl = (target: EventTarget | null) =>
  target instanceof Element && target.closest("button, a, input, select, textarea, [contenteditable]") !== null;
/** Where Space types or chooses (a field, a radio): never taken for panning. */
const takesSpace = (target: EventTarget | null) =>
  target instanceof Element && target.closest("input, select, textarea, [contenteditable]") !== null;

export function attachGestures(element: HTMLElement, handlers: GestureHandlers): () => void {
  const tracker = createGestureTracker(handlers);
  let hovering = false;

  const local = (e: PointerEvent | WheelEvent): LocalPoint => {
    const rect = element.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  };
  const input = (e: PointerEvent): PointerInput => ({
    id: e.pointerId,
    type: e.pointerType || "mouse",
    button: e.pointerType === "mouse" ? e.button : 0,
    ...local(e),
  });

  const down = (e: PointerEvent) => {
    if (e.pointerType === "mouse" && e.button !== 0 && e.button !== 1) return;
    if (isControl(e.target)) return;
    // The middle button would start the browser's autoscroll.
    if (e.button === 1) e.preventDefault();
    try {
      element.setPointerCapture(e.pointerId);
    } catch {
      // A synthetic pointer may be gone already: moves inside the element still arrive.
    }
    tracker.down(input(e));
  };
  const move = (e: PointerEvent) => tracker.move(input(e));
  const end = (e: PointerEvent, cancelled: boolean) => {
    if (element.hasPointerCapture?.(e.pointerId)) element.releasePointerCapture(e.pointerId);
    if (cancelled) tracker.cancel(input(e));
    else tracker.up(input(e));
  };
  const up = (e: PointerEvent) => end(e, false);
  const cancel = (e: PointerEvent) => end(e, true);
  const wheel = (e: WheelEvent) => {
    // Over the drawing the wheel belongs to the drawing: the page neither scrolls nor zooms.
    e.preventDefault();
    const change = wheelChange(e, local(e));
    if (change) handlers.onViewChange?.(change);
  };
  const enter = () => (hovering = true);
  const leave = () => (hovering = false);
  // Space pans while held, from the drawing itself, or with the pointer over it from anywhere but
  // a field or a radio. A button just pressed (the tool chosen a moment ago) keeps focus, and
  // would otherwise be pressed again.
  let spaceHeld = false;
  const spaceTarget = (e: KeyboardEvent) =>
    e.key === " " &&
    !e.ctrlKey &&
    !e.metaKey &&
    !e.altKey &&
    (e.target === element || (hovering && !takesSpace(e.target)));
  const keyDown = (e: KeyboardEvent) => {
    if (!spaceTarget(e)) return;
    if (e.target !== element) e.preventDefault();
    spaceHeld = true;
    tracker.setPanKey(true);
  };
  const keyUp = (e: KeyboardEvent) => {
    if (e.key !== " " || !spaceHeld) return;
    if (e.target !== element) e.preventDefault();
    spaceHeld = false;
    tracker.setPanKey(false);
  };
  const blur = () => {
    spaceHeld = false;
    tracker.setPanKey(false);
  };

  const doc = element.ownerDocument;
  return listenAll([
    [element, "pointerdown", down],
    [element, "pointermove", move],
    [element, "pointerup", up],
    [element, "pointercancel", cancel],
    [element, "pointerenter", enter],
    [element, "pointerleave", leave],
    [element, "wheel", wheel, { passive: false }],
    [doc, "keydown", keyDown],
    [doc, "keyup", keyUp],
    [doc.defaultView, "blur", blur],
  ]);
}
