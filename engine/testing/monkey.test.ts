import { describe, expect, it } from "vitest";
import { defineGame, type GameContext } from "../contract/define-game";
import { monkeyPlay } from "./monkey";
import { createTestHost } from "./test-host";

/** A counter that counts its "add" presses and forgets them on "clear". */
function createCounter(_context: GameContext<never>) {
  let state = { count: 0 };
  return {
    store: { getState: () => state },
    running: () => true,
    action(event: { action: string; kind: "press" | "release" }) {
      if (event.kind !== "press") return;
      if (event.action === "add") state = { count: state.count + 1 };
      if (event.action === "clear") state = { count: 0 };
    },
  };
}

const counter = defineGame({
  id: "counter",
  title: "Counter",
  howToPlay: { keyboard: [], touch: [] },
  size: { width: 100, height: 100 },
  stepMs: null,
  keys: { add: ["a"], other: ["o"], clear: [] },
  sounds: [],
  create: createCounter,
  view: () => ({ draw: () => false }),
  Hud: () => null,
});

const run = (seed: number, limit: number) => {
  const host = createTestHost(counter, { seed: 1 });
  return monkeyPlay(host, {
    seed,
    steps: 2_000,
    actions: ["add", "other"],
    buttons: ["clear"],
    size: { width: 100, height: 100 },
    check: () => {
      const { count } = host.game.store.getState();
      return count > limit ? [`count ${count} passed ${limit}`] : [];
    },
  });
};

describe("monkeyPlay", () => {
  it("stops at the first broken rule, with the inputs that led there", () => {
    const problems = run(7, 3);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^step \d+: count \d+ passed 3 \(after: .*(key add|burst of \d+ keys)\)$/);
  });

  it("replays the same run from the same seed, and another from another", () => {
    expect(run(7, 3)).toEqual(run(7, 3));
    expect(run(8, 3)).not.toEqual(run(7, 3));
  });

  it("finds nothing when the rules hold throughout", () => {
    expect(run(7, Number.POSITIVE_INFINITY)).toEqual([]);
  });
});
