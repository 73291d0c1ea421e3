import { createStore, type StoreApi } from "zustand/vanilla";
import { freshSeed, type GameContext, type GameInstance } from "../../engine";
import { createSnake, reset, start, tick, tickMs, togglePause, turn, type Direction, type SnakeState } from "./rules";

/** Steering, Space (start, pause, resume) and the HUD's Reset. */
export type SnakeAction = Direction | "primary" | "reset";
export type SnakeSound = "eat" | "die" | "turn" | "start";

export interface SnakeStore {
  readonly state: SnakeState;
  start(): void;
  togglePause(): void;
  reset(): void;
  turn(direction: Direction): void;
  tick(): void;
}

export interface SnakeGame extends GameInstance<SnakeAction> {
  readonly store: StoreApi<SnakeStore>;
}

/** Snake's store over its rules: the rules decide, the store applies and tells the player. */
export function createSnakeGame(context: GameContext<SnakeSound>, seed: number = freshSeed()): SnakeGame {
  const store = createStore<SnakeStore>()((set, get) => ({
    // The best is the site's (it shows it beside the score); the rules' high score counts this visit only.
    state: createSnake({ seed, highScore: 0 }),
    start() {
      const before = get().state;
      const state = start(before);
      if (state === before) return;
      context.sound("start");
      set({ state });
    },
    togglePause: () => set({ state: togglePause(get().state) }),
    reset: () => set({ state: reset(get().state) }),
    turn(direction) {
      const before = get().state;
      const state = turn(before, direction);
      if (state === before) return;
      context.sound("turn");
      set({ state });
    },
    tick() {
      const { state, events } = tick(get().state);
      set({ state });
      for (const event of events) {
        if (event.type === "ate") {
          context.sound("eat");
          context.toast({ title: `Yummy! +${event.points} points` });
        } else if (event.type === "died") {
          context.sound("die");
          context.toast({ title: "Game Over", description: `You scored ${state.score} points.` });
          // The site decides whether this is a new high score, and then says 'New High Score'.
          context.reportRound({ value: state.score });
        }
      }
    },
  }));

  return {
    store,
    running: () => store.getState().state.phase === "playing",
    stepMs: () => tickMs(store.getState().state.score),
    step: () => store.getState().tick(),
    action({ action, kind }) {
      if (kind !== "press") return;
      const game = store.getState();
      if (action === "reset") game.reset();
      else if (action !== "primary") game.turn(action);
      else if (game.state.phase === "ready" || game.state.phase === "over") game.start();
      else game.togglePause();
    },
    activate() {
      if (store.getState().state.phase === "ready") store.getState().start();
    },
  };
}
