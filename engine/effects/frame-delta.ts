/**
 * The time between a view's frames, for `update(dtMs)`. A view's `draw` gets no elapsed time,
 * so it measures it; a gap longer than `maxStepMs` (the tab slept, the game was paused) counts
 * as one short step, so an effect resumes where it was instead of jumping to its end.
 */
export interface FrameDelta {
  /** Ms since the last call (0 on the first). */
  next(): number;
  /** Forgets the last frame: the next call returns 0. */
  reset(): void;
}

export function createFrameDelta(now: () => number = () => performance.now(), maxStepMs = 100): FrameDelta {
  let last: number | null = null;
  return {
    next() {
      const at = now();
      const dt = last === null ? 0 : Math.min(maxStepMs, Math.max(0, at - last));
      last = at;
      return dt;
    },
    reset() {
      last = null;
    },
  };
}
