import type { Direction } from "../contract/define-game";

/** A finger must travel this far (CSS px) for a swipe; shorter moves are taps. */
export const SWIPE_THRESHOLD_PX = 24;

/** The swipe's direction by its dominant axis, or null when it is too short to be one. */
export function swipeDirection(
  from: { x: number; y: number },
  to: { x: number; y: number },
  threshold = SWIPE_THRESHOLD_PX,
): Direction | null {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (Math.max(Math.abs(dx), Math.abs(dy)) < threshold) return null;
  if (Math.abs(dx) > Math.abs(dy)) return dx > 0 ? "right" : "left";
  return dy > 0 ? "down" : "up";
}
