import type { Clock } from "../loop/clock";
import type { GameInstance, InputSnapshot, QueuedInput } from "../contract/define-game";
import { createFixedStep } from "../loop/fixed-step";
import type { DrivenGameClock } from "../loop/game-clock";
import { createLoop, type Loop } from "../loop/loop";

/** Where the loop takes input from: the action queue (engine/input), or a test's. */
export interface InputSource<A extends string = string> {
  drain(): QueuedInput<A>[];
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

/** One queued input to the game call it stands for. */
function deliver(instance: GameInstance, input: QueuedInput): void {
  if ("action" in input) instance.action?.(input);
  else if ("pointer" in input) instance.pointer?.(input.pointer);
  else instance.activate?.();
}

/**
 * A game on the loop, wired the one way both the page (engine/runtime/mount-game) and the test
 * host (engine/testing) run it: queued input (keys, pointers, taps, HUD buttons) reaches the game
 * in order before the frame's steps, each step sees the held input, and a step length that
 * changes with play (Snake speeds up) is read once per step.
 */
export function createGameLoop(options: GameLoopOptions): Loop {
  const { instance, input } = options;
  const { stepMs } = instance;
  const fixedStep =
    options.stepMs === null ? null : createFixedStep({ stepMs: stepMs ? () => stepMs.call(instance) : options.stepMs });
  return createLoop({
    clock: options.clock,
    fixedStep,
    gameClock: options.gameClock,
    shouldStep: () => instance.running(),
    deliverInput() {
      for (const event of input.drain()) deliver(instance, event);
    },
    onStep() {
      instance.step?.(input.snapshot());
    },
    onFrame: options.onFrame,
  });
}
