import { describe, expect, it } from "vitest";
import { createTestHost, testMonkeyPlay } from "@station/engine/testing";
import { brokenRules } from "./invariants";
import { SNAKE, createSnake, start, tick } from "./rules";
import { cells } from "./test-cells";
import { snake } from "./test-definition";

describe("Snake's Zen mode, headless on the engine", () => {
  it("wraps through the top wall where the spec's play ends: the 11th tick comes back in at the bottom", () => {
    const host = createTestHost(snake, { seed: 1, mode: "zen" });
    host.tapAction("primary");
    host.advance(11 * SNAKE.baseTickMs + 50);
    const { state } = host.state();
    expect(state.phase).toBe("playing");
    expect(state.body[0]).toEqual({ x: 10, y: SNAKE.gridSize - 1 });
    expect(host.ends).toEqual([]);
  });

  it("the spec's play is unchanged beside it: the same seed ends at the wall", () => {
    const host = createTestHost(snake, { seed: 1 });
    host.tapAction("primary");
    host.advance(11 * SNAKE.baseTickMs + 50);
    expect(host.state().state.phase).toBe("over");
    expect(host.rounds).toEqual([{ value: 0 }]);
  });

  it("running into its own body shortens the snake there and plays on", () => {
    // A snake of 10 in a hook: its head turns left, then down into its own body.
    const body = cells([5, 5], [6, 5], [7, 5], [7, 6], [6, 6], [5, 6], [4, 6], [3, 6], [2, 6], [1, 6]);
    const zen = { ...start(createSnake({ seed: 3, highScore: 0, zen: true })), body, direction: "up" as const };
    const turned = { ...zen, pendingTurns: ["left" as const, "down" as const] };
    const first = tick(turned);
    expect(first.state.body[0]).toEqual({ x: 4, y: 5 });
    const second = tick(first.state);
    expect(second.state.phase).toBe("playing");
    // The head took (4, 6): the body from there to the tail fell away.
    expect(second.state.body[0]).toEqual({ x: 4, y: 6 });
    expect(second.events).toEqual([{ type: "shortened", lost: 2, at: { x: 4, y: 6 } }]);
    expect(second.state.body).toHaveLength(8);
    // The same move in the spec's play ends the round.
    const spec = tick(tick({ ...turned, zen: false }).state);
    expect(spec.state.phase).toBe("over");
  });

  it("ends only when the player stops it: the card says 'Well played!' and the round counts as Zen", () => {
    const host = createTestHost(snake, { seed: 1, mode: "zen" });
    host.tapAction("primary");
    host.advance(30 * SNAKE.baseTickMs);
    expect(host.state().state.phase).toBe("playing");
    host.dispatch("stop");
    host.advance(0);
    expect(host.state().state.phase).toBe("over");
    expect(host.ends).toEqual([
      expect.objectContaining({ outcome: "over", title: "Well played!", result: { value: 0 } }),
    ]);
    expect(host.rounds).toEqual([{ value: 0, mode: "zen" }]);
    expect(host.toasts).toEqual([]);
    host.playAgain();
    expect(host.state().state.zen).toBe(true);
  });

  it("Stop does nothing in the spec's play", () => {
    const host = createTestHost(snake, { seed: 1 });
    host.tapAction("primary");
    host.advance(SNAKE.baseTickMs);
    host.dispatch("stop");
    host.advance(0);
    expect(host.state().state.phase).toBe("playing");
  });
});

describe("Zen monkey play, headless", () => {
  testMonkeyPlay((seed) => createTestHost(snake, { seed, mode: "zen" }), {
    actions: ["up", "down", "left", "right", "primary"],
    buttons: ["reset", "stop"],
    size: { width: SNAKE.gridSize * 20, height: SNAKE.gridSize * 20 },
    check: (host) => brokenRules(host.state().state),
  });
});
