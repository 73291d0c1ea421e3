import { describe, expect, it } from "vitest";
import { createTestHost, testMonkeyPlay } from "@station/engine/testing";
import { brokenRules } from "./invariants";
import { DODGER, type Block, type DodgerState } from "./rules";
import { STEP, dodger } from "./test-definition";

const host = (mode?: string) => createTestHost(dodger, { seed: 7, frameMs: STEP, mode });
type Host = ReturnType<typeof host>;

function playing(h: Host) {
  h.tapAction("primary");
  h.advance(0);
  while (h.state().state.phase === "countdown") h.advance(STEP);
}

function blockOnPlayer(h: Host): Block {
  const { player } = h.state().state;
  return { id: 999, x: player.x - 30, y: player.y - 30, width: 60, height: 20, isBonus: false, flash: 0 };
}

function put(h: Host, change: (state: DodgerState) => Partial<DodgerState>) {
  const { store } = h.game;
  store.setState({ state: { ...store.getState().state, ...change(store.getState().state) } });
}

describe("Little Dodger's Drift mode, headless on the engine", () => {
  it("a block only bumps the ball: no life is lost, no toast, and play goes on", () => {
    const h = host("drift");
    playing(h);
    for (let i = 0; i < 5; i++) {
      put(h, () => ({ blocks: [blockOnPlayer(h)] }));
      h.advance(STEP);
    }
    const { state } = h.state();
    expect(state.phase).toBe("playing");
    expect(state.player.lives).toBe(DODGER.startLives);
    expect(state.blocks).toEqual([]);
    expect(h.toasts).toEqual([]);
  });

  it("the spec's play beside it still loses a life to the same block", () => {
    const h = host();
    playing(h);
    put(h, () => ({ blocks: [blockOnPlayer(h)] }));
    h.advance(STEP);
    expect(h.state().state.player.lives).toBe(DODGER.startLives - 1);
  });

  it("ends when the player stops: 'Well played!', the score counted as Drift", () => {
    const h = host("drift");
    playing(h);
    h.advance(2000);
    const score = h.state().state.score;
    h.dispatch("stop");
    h.advance(0);
    expect(h.state().state.phase).toBe("gameOver");
    expect(h.ends).toEqual([expect.objectContaining({ outcome: "over", title: "Well played!" })]);
    expect(h.rounds).toEqual([{ value: score, mode: "drift" }]);
  });

  it("Stop does nothing in the spec's play", () => {
    const h = host();
    playing(h);
    h.dispatch("stop");
    h.advance(0);
    expect(h.state().state.phase).toBe("playing");
  });
});

describe("Drift monkey play, headless", () => {
  testMonkeyPlay((seed) => createTestHost(dodger, { seed, mode: "drift" }), {
    actions: ["left", "right", "primary"],
    buttons: ["stop"],
    size: { width: DODGER.width, height: DODGER.height },
    check: (h) => brokenRules(h.state().state),
  });
});
