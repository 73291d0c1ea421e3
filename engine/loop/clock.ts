/**
 * Where time comes from. The loop asks a clock for the time and for the next display frame;
 * the real clock uses the browser's, a test clock is stepped by hand.
 */
export interface Clock {
  now(): number;
  requestFrame(callback: (now: number) => void): number;
  cancelFrame(handle: number): void;
}

/** The browser's clock: `performance.now` and `requestAnimationFrame`. */
export const realClock: Clock = {
  now: () => performance.now(),
  requestFrame: (callback) => requestAnimationFrame(callback),
  cancelFrame: (handle) => cancelAnimationFrame(handle),
};

/** A clock a test steps by hand (`createTestClock`). */
export interface TestClock extends Clock {
  /** Moves time on by `ms` and delivers one display frame at the new time. */
  frame(ms: number): void;
  /** How many frame callbacks are waiting. */
  pendingFrames(): number;
}

/** A clock that only moves when a test says so: 60 s of frames run in milliseconds. */
export function createTestClock(start = 0): TestClock {
  let time = start;
  let nextHandle = 1;
  let waiting = new Map<number, (now: number) => void>();
  return {
    now: () => time,
    requestFrame(callback) {
      const handle = nextHandle++;
      waiting.set(handle, callback);
      return handle;
    },
    cancelFrame(handle) {
      waiting.delete(handle);
    },
    frame(ms) {
      time += ms;
      const due = waiting;
      waiting = new Map();
      for (const callback of due.values()) callback(time);
    },
    pendingFrames: () => waiting.size,
  };
}
