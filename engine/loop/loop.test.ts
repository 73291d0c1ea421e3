import { describe, expect, it } from "vitest";
import { createTestClock } from "./clock";
import { createFixedStep } from "./fixed-step";
import { createGameClock } from "./game-clock";
import { createLoop, type LoopOptions } from "./loop";

/** A small seeded generator so the "random" frame lengths are the same on every run. */
function frameLengths(seed: number, totalMs: number, min: number, max: number): number[] {
  let state = seed >>> 0;
  const out: number[] = [];
  let sum = 0;
  while (sum < totalMs) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const ms = Math.min(min + (state / 2 ** 32) * (max - min), totalMs - sum);
    out.push(ms);
    sum += ms;
  }
  return out;
}

/**
 * A started loop on a test clock that counts its steps and draws: an event-driven game (no fixed
 * step) that always steps, unless `options` say otherwise.
 */
function startLoop(options: Partial<LoopOptions> = {}) {
  const clock = createTestClock();
  const gameClock = createGameClock();
  const counts = { steps: 0, draws: 0 };
  const loop = createLoop({
    clock,
    fixedStep: null,
    gameClock,
    shouldStep: () => true,
    onStep: () => {
      counts.steps += 1;
    },
    onFrame: () => {
      counts.draws += 1;
    },
    ...options,
  });
  loop.start();
  return { clock, gameClock, loop, counts };
}

function runLoop(stepMs: number, frames: number[]) {
  const { clock, loop, counts } = startLoop({ fixedStep: createFixedStep({ stepMs }) });
  for (const ms of frames) clock.frame(ms);
  loop.stop();
  return counts;
}

describe("the game loop on a test clock", () => {
  it.each([1, 2, 3, 42, 2026])("runs exactly 300 Snake ticks (200 ms) in 60 s of 4-60 ms frames (seed %i)", (seed) => {
    const frames = frameLengths(seed, 60_000, 4, 60);
    const { steps, draws } = runLoop(200, frames);
    expect(steps).toBe(300);
    expect(draws).toBe(frames.length);
  });

  it.each([7, 8, 99])("runs exactly 1800 Dodger updates (1/30 s) in 60 s of 4-60 ms frames (seed %i)", (seed) => {
    expect(runLoop(1000 / 30, frameLengths(seed, 60_000, 4, 60)).steps).toBe(1800);
  });

  it("counts a 2 s frame as 250 ms: a few steps, not 2 s of them", () => {
    // Unclamped that is 60 updates; clamped to 250 ms it is 7, and the catch-up limit allows 5.
    expect(runLoop(1000 / 30, [16, 2000]).steps).toBe(5);
    // The dropped time is not paid back later: at most one step's worth carries over.
    expect(runLoop(1000 / 30, [2000, 34]).steps).toBe(7);
    expect(runLoop(1000 / 30, [2000, 34, 34]).steps).toBe(8);
    // 250 ms is 1.25 Snake ticks: one runs, the rest waits in the accumulator.
    expect(runLoop(200, [2000]).steps).toBe(1);
  });

  it("stops the clock's frames when stopped, and steps nothing while paused", () => {
    const { clock, loop, counts } = startLoop({ fixedStep: createFixedStep({ stepMs: 100 }) });
    clock.frame(100);
    expect(counts.steps).toBe(1);
    loop.pause();
    for (let i = 0; i < 10; i++) clock.frame(100);
    expect(counts.steps).toBe(1);
    loop.resume();
    clock.frame(50);
    clock.frame(50);
    expect(counts.steps).toBe(2);
    loop.stop();
    expect(clock.pendingFrames()).toBe(0);
  });

  it("counts every display frame, paused ones too, and no more once stopped", () => {
    const { clock, loop } = startLoop({ shouldStep: () => false });
    clock.frame(16);
    loop.pause();
    clock.frame(16);
    expect(loop.frames()).toBe(2);
    loop.stop();
    clock.frame(16);
    expect(loop.frames()).toBe(2);
  });

  it("does not step while the game says it is not running, and owes nothing afterwards", () => {
    let running = false;
    const { clock, counts } = startLoop({ fixedStep: createFixedStep({ stepMs: 200 }), shouldStep: () => running });
    for (let i = 0; i < 20; i++) clock.frame(50);
    expect(counts.steps).toBe(0);
    running = true;
    clock.frame(50);
    expect(counts.steps).toBe(0);
    for (let i = 0; i < 3; i++) clock.frame(50);
    expect(counts.steps).toBe(1);
  });

  it("drives game-clock timers from the same frames, and freezes them while paused", () => {
    const { clock, gameClock, loop } = startLoop();
    const fired: number[] = [];
    gameClock.schedule(() => fired.push(gameClock.now()), 1000);
    for (let i = 0; i < 10; i++) clock.frame(90);
    expect(fired).toEqual([]);
    loop.pause();
    for (let i = 0; i < 10; i++) clock.frame(90);
    expect(fired).toEqual([]);
    loop.resume();
    clock.frame(90);
    clock.frame(90);
    expect(fired).toEqual([1000]);
  });

  it("runs steps and timers at the player's pace: at 0.6 a 200 ms step takes 333 ms", () => {
    let speed = 0.6;
    const { clock, gameClock, counts } = startLoop({
      fixedStep: createFixedStep({ stepMs: 200 }),
      speed: () => speed,
    });
    for (let i = 0; i < 20; i++) clock.frame(16);
    expect(counts.steps).toBe(0); // 320 ms of real time is 192 ms of game time
    clock.frame(16);
    expect(counts.steps).toBe(1);
    expect(gameClock.now()).toBeCloseTo(21 * 16 * 0.6);
    speed = 1;
    counts.steps = 0;
    for (let i = 0; i < 25; i++) clock.frame(16);
    expect(counts.steps).toBe(2);
  });

  it("caps a long frame before scaling it", () => {
    const { clock, gameClock } = startLoop({ speed: () => 0.8 });
    clock.frame(2000);
    expect(gameClock.now()).toBe(200);
  });
});
