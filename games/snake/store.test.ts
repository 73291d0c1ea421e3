import { describe, expect, it } from "vitest";
import { createTestHost, testMonkeyPlay } from "@station/engine/testing";
import { brokenRules } from "./invariants";
import { SNAKE } from "./rules";
import { snake } from "./test-definition";

describe("Snake on the engine", () => {
  it("started with Space, goes up and hits the wall on the 11th tick: 'Game Over'", () => {
    const host = createTestHost(snake, { seed: 1 });
    host.tapAction("primary");
    host.advance(10 * 200 + 50);
    expect(host.state().state.phase).toBe("playing");
    expect(host.state().state.ticks).toBe(10);
    host.advance(200);
    expect(host.state().state.phase).toBe("over");
    expect(host.state().state.ticks).toBe(11);
    expect(host.toasts).toEqual([{ title: "Game Over", description: "You scored 0 points." }]);
    expect(host.sounds).toEqual(["start", "die"]);
    expect(host.rounds).toEqual([{ value: 0 }]);
  });

  it("eats with a toast, says Game Over and reports the score to the site's bests, storing nothing itself", () => {
    const host = createTestHost(snake, { seed: 1 });
    host.tapAction("primary");
    host.advance(0);
    const { store } = host.game;
    const { body } = store.getState().state;
    // Put the food right ahead of the head: the next tick eats it.
    store.setState({ state: { ...store.getState().state, food: { x: body[0]!.x, y: body[0]!.y - 1 } } });
    host.advance(host.game.stepMs!());
    expect(host.toasts.at(-1)).toEqual({ title: "Yummy! +10 points" });
    for (let i = 0; i < 20 && host.state().state.phase === "playing"; i++) host.advance(host.game.stepMs!());
    // Whether 10 is a new high score is the site's to say ('New High Score': src/bests).
    expect(host.toasts.at(-1)).toEqual({ title: "Game Over", description: "You scored 10 points." });
    expect(host.rounds).toEqual([{ value: 10 }]);
    expect(host.storage).toEqual({});
  });

  it("steers with direction actions, ignores a reversal, and Space pauses", () => {
    const host = createTestHost(snake, { seed: 1 });
    host.tapAction("primary");
    host.tapAction("down");
    host.swipe("left");
    host.advance(16);
    expect(host.state().state.pendingTurns).toEqual(["left"]);
    host.tapAction("primary");
    host.advance(16);
    expect(host.game.running()).toBe(false);
    expect(host.state().state.phase).toBe("paused");
  });

  it("steps faster as it eats: the host follows the game's changing step length", () => {
    // Frames of 1 ms, so a step falls due exactly when its length has passed.
    const host = createTestHost(snake, { seed: 1, frameMs: 1 });
    host.tapAction("primary");
    host.advance(16);
    const { store } = host.game;
    const before = host.game.stepMs!();
    // Feed it until the step length drops, a step at a time on the loop, then count the steps
    // a second of play takes.
    for (let i = 0; i < 20 && host.game.stepMs!() === before; i++) {
      const { body } = store.getState().state;
      store.setState({ state: { ...store.getState().state, food: { x: body[0]!.x, y: body[0]!.y - 1 } } });
      const ticks = host.state().state.ticks;
      while (host.state().state.ticks === ticks) host.advance(1);
    }
    const faster = host.game.stepMs!();
    expect(faster).toBeLessThan(before);
    const ticks = host.state().state.ticks;
    // Four steps at the new length (three at the old one).
    host.advance(4 * faster);
    expect(host.state().state.ticks - ticks).toBe(4);
  });
});

describe("Snake's feel: events, end card and pace", () => {
  it("reports each snack and the crash as events for the board, and ends on the shared card", () => {
    const host = createTestHost(snake, { seed: 1 });
    host.state().start();
    host.advance(11 * 200 + 50);
    const events = host.state().events.map((e) => e.event.type);
    expect(events.at(-1)).toBe("died");
    expect(host.ends).toEqual([
      { outcome: "lost", title: "Game Over", lines: ["Score: 0", "Length: 1"], result: { value: 0 } },
    ]);
    expect(host.game.phase?.()).toBe("over");
    host.playAgain();
    expect(host.game.phase?.()).toBe("playing");
    expect(host.state().state.body).toEqual([SNAKE.start]);
  });

  it("at 60 % a 200 ms step takes 333 ms, and the round is reported with its pace", () => {
    const host = createTestHost(snake, { seed: 1, speed: 0.6 });
    host.tapAction("primary");
    host.advance(320);
    expect(host.state().state.ticks).toBe(0);
    host.advance(32);
    expect(host.state().state.ticks).toBe(1);
    host.advance(10 * 334);
    expect(host.state().state.phase).toBe("over");
    expect(host.rounds).toEqual([{ value: 0, speed: 0.6 }]);
  });

  it("runs at the spec's pace at 100 %", () => {
    const host = createTestHost(snake, { seed: 1, speed: 1 });
    host.tapAction("primary");
    host.advance(10 * 200 + 50);
    expect(host.state().state.ticks).toBe(10);
  });

  it("says a pause once, through the engine's announcer", () => {
    const host = createTestHost(snake, { seed: 1 });
    host.tapAction("primary");
    host.advance(50);
    host.tapAction("primary");
    host.advance(0);
    expect(host.announcements).toEqual(["Paused."]);
  });
});

describe("monkey play, headless", () => {
  testMonkeyPlay((seed) => createTestHost(snake, { seed }), {
    actions: ["up", "down", "left", "right", "primary"],
    buttons: ["reset"],
    // The board in logical units: 20 per cell, as view.ts draws it.
    size: { width: SNAKE.gridSize * 20, height: SNAKE.gridSize * 20 },
    check: (host) => brokenRules(host.state().state),
  });
});
