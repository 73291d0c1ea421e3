import type { Clock } from "./clock";
import type { ActionEvent, GameInstance, InputSnapshot } from "./define-game";
import { createFixedStep } from "./fixed-step";
import type { DrivenGameClock } from "./game-clock";
import { createLoop, type Loop } from "./loop";

/** Where the loop takes input from: the action queue (engine/input), or a test's. */
export interface InputSource<A extends string = string> {
  drain(): ActionEvent<A>[];
  snapshot(): InputSnapshot<A>;
}

/** What `createGameLoop` wires together. */
export interface GameLoopOptions {
  instance: GameInstance;
  /** The definition's fixed step, or null for an event-driven game. */
  stepMs: number | null;
  input: InputSource;
  clock: Clock;
  gameClock: DrivenGameClock;
  /** Once per display frame, after the steps (a page draws the view; a test host does nothing). */
  onFrame(alpha: number): void;
}

/**
 * A game on the loop, wired the one way both the page (engine/react/mount-game) and the test
 * host (engine/testing) run it: queued actions reach the game before the frame's steps, each step
 * sees the held input, and a step length that changes with play (Snake speeds up) is picked up.
 */
export function createGameLoop(options: GameLoopOptions): Loop {
  const { instance, input } = options;
  const fixedStep = options.stepMs === null ? null : createFixedStep({ stepMs: options.stepMs });
  const syncStepMs = () => {
    const ms = instance.stepMs?.();
    if (fixedStep && ms !== undefined) fixedStep.setStepMs(ms);
  };
  return createLoop({
    clock: options.clock,
    fixedStep,
    gameClock: options.gameClock,
    shouldStep: () => instance.running(),
    beforeSteps() {
      for (const event of input.drain()) instance.action?.(event);
      syncStepMs();
    },
    onStep() {
      instance.step?.(input.snapshot());
      syncStepMs();
    },
    onFrame: options.onFrame,
  });
}
