/**
 * Timers for in-game delays (a card flipping back, the computer's reply). They run on game
 * time, which the loop advances only while the game runs: pausing the game pauses them, and a
 * test steps them with the test clock. Games use this instead of setTimeout.
 */
export interface GameClock {
  schedule(callback: () => void, ms: number): number;
  cancel(handle: number): void;
  cancelAll(): void;
  /** Game time in ms since the clock was made. */
  now(): number;
}

/** The game clock as its owner sees it: the loop or a test moves its time. */
export interface DrivenGameClock extends GameClock {
  /** Called by the loop (or a test) with the frame's time; fires what fell due, in order. */
  advance(ms: number): void;
}

interface Timer {
  handle: number;
  due: number;
  callback: () => void;
}

/** A game clock at time 0 with no timers; time moves only by `advance`. */
export function createGameClock(): DrivenGameClock {
  let time = 0;
  let nextHandle = 1;
  let timers: Timer[] = [];

  return {
    schedule(callback, ms) {
      const handle = nextHandle++;
      timers.push({ handle, due: time + Math.max(0, ms), callback });
      return handle;
    },
    cancel(handle) {
      timers = timers.filter((t) => t.handle !== handle);
    },
    cancelAll() {
      timers = [];
    },
    now: () => time,
    advance(ms) {
      const end = time + Math.max(0, ms);
      for (;;) {
        // Earliest first, then in scheduling order; a callback may schedule another timer.
        let next: Timer | undefined;
        for (const t of timers) if (t.due <= end && (!next || t.due < next.due)) next = t;
        if (!next) break;
        const fired = next;
        timers = timers.filter((t) => t !== fired);
        time = fired.due;
        fired.callback();
      }
      time = end;
    },
  };
}
