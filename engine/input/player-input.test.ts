import { describe, expect, it } from "vitest";
import { ActionQueue } from "./action-queue";
import { createPlayerInput } from "./player-input";

function setup() {
  const queue = new ActionQueue<string>();
  const log: string[] = [];
  let paused = false;
  const input = createPlayerInput({
    queue,
    paused: () => paused,
    resume: () => {
      paused = false;
      log.push("resume");
    },
    deliver: () => log.push(`deliver ${queue.drain().length}`),
    onActivated: () => log.push("activated"),
  });
  return { input, log, pause: () => (paused = true) };
}

describe("player input: pointers, taps and HUD buttons into the one queue", () => {
  it("the first press on the surface starts the player once, and is handed over at once", () => {
    const { input, log } = setup();
    expect(input.activated()).toBe(false);
    input.pointer({ kind: "down", x: 1, y: 1 });
    expect(input.activated()).toBe(true);
    // The press and "play", together.
    expect(log).toEqual(["activated", "deliver 2"]);
    input.pointer({ kind: "up", x: 1, y: 1 });
    input.tap();
    input.pointer({ kind: "down", x: 1, y: 1 });
    input.activate();
    expect(log).toEqual(["activated", "deliver 2", "deliver 1", "deliver 1", "deliver 1"]);
  });

  it("a key on the surface starts the player without a 'play' for the game", () => {
    const { input, log } = setup();
    input.activate();
    input.activate();
    expect(log).toEqual(["activated"]);
  });

  it("drops pointers and taps while paused; a HUD button resumes, then goes in as a key tap", () => {
    const { input, log, pause } = setup();
    pause();
    input.pointer({ kind: "down", x: 1, y: 1 });
    input.tap();
    expect(log).toEqual([]);
    expect(input.activated()).toBe(false);
    input.dispatch("new-game");
    expect(log).toEqual(["resume", "deliver 2"]);
  });
});
