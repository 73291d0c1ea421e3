import { describe, expect, it } from "vitest";
import type { RoundResult } from "../../engine/core/best";
import type { GameToast } from "../../engine/core/define-game";
import { createGameClock } from "../../engine/core/game-clock";
import { DODGER, type Block } from "./rules";
import { createDodgerGame } from "./store";

const idle = { held: new Set<"left" | "right" | "primary">(), pointer: null };

function game() {
  const toasts: GameToast[] = [];
  const sounds: string[] = [];
  const rounds: RoundResult[] = [];
  const g = createDodgerGame(
    {
      clock: createGameClock(),
      seed: 1,
      sound: (name) => sounds.push(name),
      toast: (t) => toasts.push(t),
      reportRound: (r) => rounds.push(r),
      storage: { get: () => null, set: () => undefined },
    },
    7,
  );
  return { g, toasts, sounds, rounds };
}

function playing(g: ReturnType<typeof createDodgerGame>) {
  g.action!({ action: "primary", kind: "press" });
  while (g.store.getState().state.phase === "countdown") g.step!(idle);
}

const onPlayer = (g: ReturnType<typeof createDodgerGame>, isBonus: boolean): Block => {
  const { player } = g.store.getState().state;
  return { id: 999, x: player.x - 30, y: player.y - 30, width: 60, height: 20, isBonus, flash: 0 };
};

describe("Little Dodger on the engine", () => {
  it("counts down with sounds, then plays", () => {
    const { g, sounds } = game();
    expect(g.running()).toBe(false);
    playing(g);
    expect(g.store.getState().state.phase).toBe("playing");
    expect(sounds).toEqual(["countdown", "countdown", "countdown", "go"]);
  });

  it("says how many lives are left after a hit, and 'Life Up!' or 'Max Lives!' for a bonus", () => {
    const { g, toasts } = game();
    playing(g);
    const { store } = g;
    store.setState({ state: { ...store.getState().state, blocks: [onPlayer(g, false)] } });
    g.step!(idle);
    expect(toasts.at(-1)).toEqual({ title: "Oops! You have 2 lives left" });
    store.setState({ state: { ...store.getState().state, blocks: [onPlayer(g, true)] } });
    g.step!(idle);
    expect(toasts.at(-1)).toEqual({ title: "Life Up!" });
    store.setState({
      state: { ...store.getState().state, player: { ...store.getState().state.player, lives: DODGER.maxLives } },
    });
    store.setState({ state: { ...store.getState().state, blocks: [onPlayer(g, true)] } });
    g.step!(idle);
    expect(toasts.at(-1)).toEqual({ title: "Max Lives!" });
  });

  it("moves with held keys and follows a dragged pointer; the view's previous state trails by one step", () => {
    const { g } = game();
    playing(g);
    const x0 = g.store.getState().state.player.x;
    g.step!({ held: new Set(["left"] as const), pointer: null });
    expect(g.store.getState().state.player.x).toBe(x0 - DODGER.playerSpeed);
    expect(g.store.getState().previous.player.x).toBe(x0);
    g.step!({ held: new Set(), pointer: { x: DODGER.width, y: 100 } });
    expect(g.store.getState().state.player.x).toBe(x0);
  });

  it("'Play Again' after game over goes back to the menu; the round's score is reported once", () => {
    const { g, rounds } = game();
    playing(g);
    const { store } = g;
    store.setState({
      state: {
        ...store.getState().state,
        player: { ...store.getState().state.player, lives: 1 },
        blocks: [onPlayer(g, false)],
      },
    });
    g.step!(idle);
    expect(store.getState().state.phase).toBe("gameOver");
    expect(rounds).toEqual([{ value: store.getState().state.score }]);
    g.step!(idle);
    expect(rounds).toHaveLength(1);
    g.action!({ action: "primary", kind: "press" });
    expect(store.getState().state.phase).toBe("menu");
  });
});
