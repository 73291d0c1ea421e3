/**
 * The fixed-timestep accumulator, with no clock of its own: `advance(frameMs)` says how much
 * time passed and gets back how many steps to run and how far the next one is (for
 * interpolation). The loop feeds it real frames, tests feed it whatever they like.
 */
export interface FixedStepOptions {
  /**
   * The step length, or where to read it when it changes with play (Snake speeds up). A reader
   * is asked once per step, just after it (for the next one), and once when stepping starts
   * again after `reset`: never twice for the same step.
   */
  stepMs: number | (() => number);
  /** A longer frame (a tab coming back, a debugger pause) counts as this long. */
  maxFrameMs?: number;
  /** Catch-up limit per frame; time beyond it is dropped rather than run later. */
  maxStepsPerFrame?: number;
}

/** A frame longer than this (a tab coming back) counts as this long: no spiral of death. */
export const MAX_FRAME_MS = 250;
/** At most this many steps catch up in one frame. */
export const MAX_STEPS_PER_FRAME = 5;

// 1000 / 30 cannot be summed exactly in floating point; a step due within this much counts as due.
const EPSILON_MS = 1e-6;

/** The accumulator `createFixedStep` makes. */
export interface FixedStep {
  /**
   * Adds a frame's time and runs `onStep` once per whole step it now holds. A step may change
   * the step length (read back, or `setStepMs`); the next step of the same frame already uses it.
   * Returns the interpolation fraction in [0, 1): how far time is into the next step.
   */
  advance(frameMs: number, onStep: () => void): number;
  setStepMs(ms: number): void;
  stepMs(): number;
  /** Forgets time held in the accumulator, e.g. when the game resumes after a pause. */
  reset(): void;
}

/** A fixed-timestep accumulator (see `FixedStepOptions`). */
export function createFixedStep(options: FixedStepOptions): FixedStep {
  const maxFrameMs = options.maxFrameMs ?? MAX_FRAME_MS;
  const maxSteps = options.maxStepsPerFrame ?? MAX_STEPS_PER_FRAME;
  const read = typeof options.stepMs === "function" ? options.stepMs : null;
  let step = checkStep(read ? read() : (options.stepMs as number));
  let accumulator = 0;
  // After a reset the game may have changed its pace without stepping (a new round): read again.
  let stale = false;

  return {
    advance(frameMs, onStep) {
      if (stale && read) step = checkStep(read());
      stale = false;
      accumulator += Math.min(Math.max(frameMs, 0), maxFrameMs);
      let steps = 0;
      while (accumulator + EPSILON_MS >= step && steps < maxSteps) {
        accumulator = Math.max(accumulator - step, 0);
        steps += 1;
        onStep();
        if (read) step = checkStep(read());
      }
      // Over the catch-up limit: keep less than one step so the game does not spiral.
      if (accumulator >= step) accumulator = step - EPSILON_MS;
      return Math.min(accumulator / step, 1 - Number.EPSILON);
    },
    setStepMs(ms) {
      step = checkStep(ms);
    },
    stepMs: () => step,
    reset() {
      accumulator = 0;
      stale = true;
    },
  };
}

function checkStep(ms: number): number {
  if (!(ms > 0) || !Number.isFinite(ms)) throw new Error(`Step length must be a positive number of ms, got ${ms}`);
  return ms;
}
