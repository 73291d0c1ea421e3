import type { Clock } from "./clock";
import type { FixedStep } from "./fixed-step";
import { MAX_FRAME_MS } from "./fixed-step";
import type { DrivenGameClock } from "./game-clock";

/** What one display frame calls, in order (see `createLoop`). */
export interface LoopOptions {
  clock: Clock;
  /** The game's fixed step, or null for an event-driven game (it only draws). */
  fixedStep: FixedStep | null;
  gameClock: DrivenGameClock;
  /** Whether the game's state moves on this frame (e.g. Snake is "playing", not "ready"). */
  shouldStep(): boolean;
  /**
   * Hands queued input to the game: at the start of each frame, before its time is added (never
   * while paused), and whenever the owner calls `Loop.deliverInput`.
   */
  deliverInput?(): void;
  onStep(): void;
  /** Once per display frame, after the steps: draw, with how far time is into the next step. */
  onFrame(alpha: number): void;
}

/** A running loop: started, stopped, paused by its owner. */
export interface Loop {
  start(): void;
  stop(): void;
  /** Paused: no game time passes and nothing is drawn (a resized surface redraws itself). */
  pause(): void;
  resume(): void;
  isPaused(): boolean;
  /** Display frames seen since start, paused ones included: shows the loop is still alive. */
  frames(): number;
  /**
   * Hands queued input to the game now rather than on the next frame (a tap or a HUD button shows
   * at the next paint); nothing while paused. Game time does not move.
   */
  deliverInput(): void;
}

/**
 * One display frame: clock -> game clock timers -> fixed steps -> draw. A frame longer than
 * 250 ms counts as 250 ms for timers and steps alike.
 */
export function createLoop(options: LoopOptions): Loop {
  const { clock, fixedStep, gameClock } = options;
  let handle: number | null = null;
  let last = 0;
  let paused = false;
  let frames = 0;

  const frame = (now: number) => {
    handle = clock.requestFrame(frame);
    frames += 1;
    const elapsed = Math.min(Math.max(now - last, 0), MAX_FRAME_MS);
    last = now;
    // Paused, nothing moves: no steps, no timers, and nothing new to draw.
    if (paused) return;
    let alpha = 0;
    options.deliverInput?.();
    gameClock.advance(elapsed);
    if (fixedStep && options.shouldStep()) alpha = fixedStep.advance(elapsed, options.onStep);
    else fixedStep?.reset();
    options.onFrame(alpha);
  };

  return {
    start() {
      if (handle !== null) return;
      last = clock.now();
      handle = clock.requestFrame(frame);
    },
    stop() {
      if (handle !== null) clock.cancelFrame(handle);
      handle = null;
    },
    pause() {
      paused = true;
    },
    resume() {
      if (!paused) return;
      paused = false;
      // Time spent paused is not game time; the accumulator starts over so no step is owed.
      last = clock.now();
      fixedStep?.reset();
    },
    isPaused: () => paused,
    frames: () => frames,
    deliverInput() {
      if (!paused) options.deliverInput?.();
    },
  };
}
