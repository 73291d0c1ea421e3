import { describe, expect, it } from "vitest";
import { createTestHost, testMonkeyPlay } from "@station/engine/testing";
import { brokenRules } from "./invariants";
import { DODGER, type Block, type DodgerState } from "./rules";
import { STEP, dodger } from "./test-definition";

/** One display frame a step: `advance(STEP)` is exactly one step of the rules. */
function host() {
  return createTestHost(dodger, { seed: 7, frameMs: STEP });
}

type Host = ReturnType<typeof host>;

/** Space, then steps until the countdown is over. */
function playing(h: Host) {
  h.tapAction("primary");
  h.advance(0);
  while (h.state().state.phase === "countdown") h.advance(STEP);
}

const onPlayer = (h: Host, isBonus: boolean): Block => {
  const { player } = h.state().state;
  return { id: 999, x: player.x - 30, y: player.y - 30, width: 60, height: 20, isBonus, flash: 0 };
};

/** Changes the rules state between steps (a block placed on the player, a life count). */
function put(h: Host, change: (state: DodgerState) => Partial<DodgerState>) {
  const { store } = h.game;
  store.setState({ state: { ...store.getState().state, ...change(store.getState().state) } });
}

describe("Little Dodger on the engine", () => {
  it("counts down with sounds, then plays", () => {
    const h = host();
    expect(h.game.running()).toBe(false);
    playing(h);
    expect(h.state().state.phase).toBe("playing");
    expect(h.sounds).toEqual(["countdown", "countdown", "countdown", "go"]);
  });

  it("says how many lives are left after a hit, and 'Life Up!' or 'Max Lives!' for a bonus", () => {
    const h = host();
    playing(h);
    put(h, () => ({ blocks: [onPlayer(h, false)] }));
    h.advance(STEP);
    expect(h.toasts.at(-1)).toEqual({ title: "Oops! You have 2 lives left" });
    put(h, () => ({ blocks: [onPlayer(h, true)] }));
    h.advance(STEP);
    expect(h.toasts.at(-1)).toEqual({ title: "Life Up!" });
    put(h, (s) => ({ player: { ...s.player, lives: DODGER.maxLives } }));
    put(h, () => ({ blocks: [onPlayer(h, true)] }));
    h.advance(STEP);
    expect(h.toasts.at(-1)).toEqual({ title: "Max Lives!" });
  });

  it("moves with held keys and follows a dragged pointer; the view's previous state trails by one step", () => {
    const h = host();
    playing(h);
    const x0 = h.state().state.player.x;
    h.press("left");
    h.advance(STEP);
    expect(h.state().state.player.x).toBe(x0 - DODGER.playerSpeed);
    expect(h.state().previous.player.x).toBe(x0);
    h.release("left");
    // Held at the right edge for one step, then lifted.
    const edge = { x: DODGER.width, y: 100 };
    h.drag(edge, edge, { steps: 1, msPerStep: STEP });
    expect(h.state().state.player.x).toBe(x0);
  });

  it("'Play Again' after game over goes back to the menu; the round's score is reported once", () => {
    const h = host();
    playing(h);
    put(h, (s) => ({ player: { ...s.player, lives: 1 }, blocks: [onPlayer(h, false)] }));
    h.advance(STEP);
    expect(h.state().state.phase).toBe("gameOver");
    expect(h.rounds).toEqual([{ value: h.state().state.score }]);
    h.advance(10 * STEP);
    expect(h.rounds).toHaveLength(1);
    h.tapAction("primary");
    h.advance(0);
    expect(h.state().state.phase).toBe("menu");
  });

  it("reports a hit, a bonus and a level up as events for the board", () => {
    const h = host();
    playing(h);
    put(h, () => ({ blocks: [onPlayer(h, false)] }));
    h.advance(STEP);
    put(h, () => ({ blocks: [onPlayer(h, true)] }));
    h.advance(STEP);
    const types = h.state().events.map((e) => e.event.type);
    expect(types.slice(-2)).toEqual(["lifeLost", "lifeUp"]);
  });

  it("ends on the shared card; its Play again goes through the menu into the countdown", () => {
    const h = host();
    playing(h);
    put(h, (s) => ({ player: { ...s.player, lives: 1 }, blocks: [onPlayer(h, false)] }));
    h.advance(STEP);
    const { score } = h.state().state;
    expect(h.ends).toEqual([
      { outcome: "lost", title: "Game Over", lines: [`Score: ${score}`, "Level 1"], result: { value: score } },
    ]);
    expect(h.game.phase?.()).toBe("over");
    h.playAgain();
    expect(h.state().state.phase).toBe("countdown");
    expect(h.game.phase?.()).toBe("playing");
  });

  it("at 80 % a countdown number lasts 1.25 s", () => {
    const h = createTestHost(dodger, { seed: 7, frameMs: STEP, speed: 0.8 });
    h.tapAction("primary");
    h.advance(0);
    h.advance(1000);
    expect(h.state().state.countdown).toBe("3");
    h.advance(300);
    expect(h.state().state.countdown).toBe("2");
  });
});

describe("monkey play, headless", () => {
  testMonkeyPlay((seed) => createTestHost(dodger, { seed }), {
    actions: ["left", "right", "primary"],
    size: { width: DODGER.width, height: DODGER.height },
    check: (host) => brokenRules(host.state().state),
  });
});
