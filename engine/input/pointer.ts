import type { Direction, PointerInput } from "../contract/define-game";
import { swipeDirection, SWIPE_THRESHOLD_PX } from "./swipe";
import { listenAll } from "./listen";

/** What `attachPointer` reports, each in logical game units. */
export interface PointerHandlers {
  /** Maps a client position to logical game units. */
  toLogical(clientX: number, clientY: number): { x: number; y: number };
  /** Called while a pointer is down and moving (logical units), and with null when it lifts. */
  onDrag?: (at: { x: number; y: number } | null) => void;
  /** Called once per gesture whose travel passes the threshold, as soon as it does. */
  onSwipe?: (direction: Direction) => void;
  onTap?: () => void;
  /** Every press, captured move, lift and cancel, in logical units (see PointerInput). */
  onPointer?: (event: PointerInput) => void;
}

/**
 * Tap, drag (with pointer capture, so a finger leaving the surface keeps dragging) and swipe
 * on one element. `pointercancel` (the browser took the gesture) ends it like a lift.
 * Returns a function that removes the listeners.
 */
export function attachPointer(element: HTMLElement, handlers: PointerHandlers): () => void {
  let active: { id: number; startX: number; startY: number; swiped: boolean } | null = null;

  const down = (e: PointerEvent) => {
    if (active || (e.pointerType === "mouse" && e.button !== 0)) return;
    // A button on the surface (Resume) keeps its press: capturing it would send its click here.
    if (e.target instanceof Element && e.target.closest("button, a, input, select, textarea")) return;
    active = { id: e.pointerId, startX: e.clientX, startY: e.clientY, swiped: false };
    try {
      element.setPointerCapture(e.pointerId);
    } catch {
      // The pointer may already be gone (a synthetic event): dragging still works inside.
    }
    const at = handlers.toLogical(e.clientX, e.clientY);
    handlers.onPointer?.({ kind: "down", ...at });
    handlers.onDrag?.(at);
  };
  const move = (e: PointerEvent) => {
    if (!active || e.pointerId !== active.id) return;
    const at = handlers.toLogical(e.clientX, e.clientY);
    handlers.onPointer?.({ kind: "move", ...at });
    handlers.onDrag?.(at);
    if (!active.swiped && handlers.onSwipe) {
      const direction = swipeDirection({ x: active.startX, y: active.startY }, { x: e.clientX, y: e.clientY });
      if (direction) {
        active.swiped = true;
        handlers.onSwipe(direction);
      }
    }
  };
  const end = (e: PointerEvent, cancelled: boolean) => {
    if (!active || e.pointerId !== active.id) return;
    const travel = Math.hypot(e.clientX - active.startX, e.clientY - active.startY);
    const wasTap = !cancelled && !active.swiped && travel < SWIPE_THRESHOLD_PX;
    active = null;
    if (element.hasPointerCapture?.(e.pointerId)) element.releasePointerCapture(e.pointerId);
    handlers.onPointer?.({ kind: cancelled ? "cancel" : "up", ...handlers.toLogical(e.clientX, e.clientY) });
    handlers.onDrag?.(null);
    if (wasTap) handlers.onTap?.();
  };
  const up = (e: PointerEvent) => end(e, false);
  const cancel = (e: PointerEvent) => end(e, true);

  return listenAll([
    [element, "pointerdown", down],
    [element, "pointermove", move],
    [element, "pointerup", up],
    [element, "pointercancel", cancel],
  ]);
}
