import type { RoundResult } from "../../engine/core/best";
import { describe, expect, it } from "vitest";
import { createTestClock } from "../../engine/core/clock";
import type { GameContext, GameToast } from "../../engine/core/define-game";
import { createFixedStep } from "../../engine/core/fixed-step";
import { createGameClock } from "../../engine/core/game-clock";
import { createLoop } from "../../engine/core/loop";
import { ActionQueue } from "../../engine/input/action-queue";
import { createSnakeGame, type SnakeSound } from "./store";

function context() {
  const toasts: GameToast[] = [];
  const sounds: string[] = [];
  const rounds: RoundResult[] = [];
  const stored: Record<string, string> = {};
  const ctx: GameContext<SnakeSound> = {
    clock: createGameClock(),
    seed: 1,
    sound: (name) => sounds.push(name),
    toast: (toast) => toasts.push(toast),
    reportRound: (r) => rounds.push(r),
    storage: { get: (k) => stored[k] ?? null, set: (k, v) => (stored[k] = v) },
  };
  return { ctx, toasts, sounds, stored, rounds };
}

/** The game on the real loop and a test clock, as GameHost runs it, at 16 ms frames. */
function running(game: ReturnType<typeof createSnakeGame>) {
  const clock = createTestClock();
  const queue = new ActionQueue<string>();
  const fixed = createFixedStep({ stepMs: game.stepMs!() });
  const loop = createLoop({
    clock,
    fixedStep: fixed,
    gameClock: createGameClock(),
    shouldStep: () => game.running(),
    beforeSteps: () => {
      for (const e of queue.drain()) game.action!(e as never);
    },
    onStep: () => {
      game.step!(queue.snapshot() as never);
      fixed.setStepMs(game.stepMs!());
    },
    onFrame: () => undefined,
  });
  loop.start();
  return { queue, run: (ms: number) => Array.from({ length: Math.round(ms / 16) }, () => clock.frame(16)) };
}

describe("Snake on the engine", () => {
  it("started with Space, goes up and hits the wall on the 11th tick: 'Game Over'", () => {
    const { ctx, toasts, sounds, rounds } = context();
    const game = createSnakeGame(ctx, 1);
    const { queue, run } = running(game);
    queue.tap("primary");
    run(10 * 200 + 50);
    expect(game.store.getState().state.phase).toBe("playing");
    expect(game.store.getState().state.ticks).toBe(10);
    run(200);
    expect(game.store.getState().state.phase).toBe("over");
    expect(game.store.getState().state.ticks).toBe(11);
    expect(toasts).toEqual([{ title: "Game Over", description: "You scored 0 points." }]);
    expect(sounds).toEqual(["start", "die"]);
    expect(rounds).toEqual([{ value: 0 }]);
  });

  it("eats with a toast, says Game Over and reports the score to the site's bests, storing nothing itself", () => {
    const { ctx, toasts, stored, rounds } = context();
    const game = createSnakeGame(ctx, 1);
    const { store } = game;
    store.getState().start();
    const { body } = store.getState().state;
    // Put the food right ahead of the head: the next tick eats it.
    store.setState({ state: { ...store.getState().state, food: { x: body[0]!.x, y: body[0]!.y - 1 } } });
    store.getState().tick();
    expect(toasts.at(-1)).toEqual({ title: "Yummy! +10 points" });
    for (let i = 0; i < 20 && store.getState().state.phase === "playing"; i++) store.getState().tick();
    // Whether 10 is a new high score is the site's to say ('New High Score': src/bests).
    expect(toasts.at(-1)).toEqual({ title: "Game Over", description: "You scored 10 points." });
    expect(rounds).toEqual([{ value: 10 }]);
    expect(stored).toEqual({});
  });

  it("steers with direction actions, ignores a reversal, and Space pauses", () => {
    const { ctx } = context();
    const game = createSnakeGame(ctx, 1);
    game.action!({ action: "primary", kind: "press" });
    game.action!({ action: "down", kind: "press" });
    game.action!({ action: "left", kind: "press" });
    expect(game.store.getState().state.pendingTurns).toEqual(["left"]);
    game.action!({ action: "primary", kind: "press" });
    expect(game.running()).toBe(false);
    expect(game.store.getState().state.phase).toBe("paused");
  });
});
