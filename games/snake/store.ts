import { createStore, type StoreApi } from "zustand/vanilla";
import type { GameContext, GameInstance } from "../../engine/core/define-game";
import { freshSeed } from "../../engine/core/random";
import { createSnake, reset, start, tick, tickMs, togglePause, turn, type Direction, type SnakeState } from "./rules";

export type SnakeAction = Direction | "primary";
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

const HIGH_SCORE_KEY = "high-score";

/** Snake's store over its rules: the rules decide, the store applies and tells the player. */
export function createSnakeGame(context: GameContext<SnakeSound>, seed: number = freshSeed()): SnakeGame {
  const saved = Number(context.storage.get(HIGH_SCORE_KEY));
  const store = createStore<SnakeStore>()((set, get) => ({
    state: createSnake({ seed, highScore: Number.isFinite(saved) ? saved : 0 }),
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
      const highScore = events.find((e) => e.type === "newHighScore");
      if (highScore) context.storage.set(HIGH_SCORE_KEY, String(highScore.score));
      for (const event of events) {
        if (event.type === "ate") {
          context.sound("eat");
          context.toast({ title: `Yummy! +${event.points} points` });
        } else if (event.type === "died") {
          context.sound("die");
          // One toast shows at a time, so a record run's "Game Over" carries the news.
          context.toast(
            highScore
              ? { title: "New High Score", description: `Game Over with ${state.score} points.` }
              : { title: "Game Over", description: `You scored ${state.score} points.` },
          );
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
      if (action !== "primary") game.turn(action);
      else if (game.state.phase === "ready" || game.state.phase === "over") game.start();
      else game.togglePause();
    },
    activate() {
      if (store.getState().state.phase === "ready") store.getState().start();
    },
  };
}
