import { createStore, type StoreApi } from "zustand/vanilla";
import { appendEvents, type EventLog, type GameContext, type GameInstance } from "@station/engine";
import {
  createSnake,
  reset,
  start,
  stop,
  tick,
  tickMs,
  togglePause,
  turn,
  type Direction,
  type SnakeEvent,
  type SnakeState,
} from "./rules";

/** Steering, Space (start, pause, resume), the HUD's Reset, and Zen's Stop (the HUD, or Escape). */
export type SnakeAction = Direction | "primary" | "reset" | "stop";
export type SnakeSound = "eat" | "die" | "turn" | "start";

export interface SnakeStore {
  readonly state: SnakeState;
  /** What the ticks brought about, for the view to show (engine/kit/events). */
  readonly events: EventLog<SnakeEvent>;
  start(): void;
  togglePause(): void;
  reset(): void;
  /** Zen: ends the round here, with its score. */
  stop(): void;
  turn(direction: Direction): void;
  tick(): void;
}

export interface SnakeGame extends GameInstance<SnakeAction> {
  readonly store: StoreApi<SnakeStore>;
}

/** Snake's store over its rules: the rules decide, the store applies and tells the player. */
export function createSnakeGame(context: GameContext<SnakeSound>): SnakeGame {
  const { seed } = context;
  const store = createStore<SnakeStore>()((set, get) => ({
    // The best is the site's (it shows it beside the score); the rules' high score counts this visit only.
    state: createSnake({ seed, highScore: 0, zen: context.mode === "zen" }),
    events: [],
    start() {
      const before = get().state;
      const state = start(before);
      if (state === before) return;
      context.sound("start");
      set({ state });
    },
    togglePause() {
      const state = togglePause(get().state);
      if (state === get().state) return;
      set({ state });
      context.announce(state.phase === "paused" ? "Paused." : "Playing.");
    },
    reset: () => set({ state: reset(get().state) }),
    stop() {
      const { state, events } = stop(get().state);
      if (state === get().state) return;
      set({ state, events: appendEvents(get().events, events) });
      // A calm round has no Game Over: the player chose to stop, and the card says what they made.
      context.endRound({
        outcome: "over",
        title: "Well played!",
        lines: [`Score: ${state.score}`, `Length: ${state.body.length}`],
        result: { value: state.score },
      });
    },
    turn(direction) {
      const before = get().state;
      const state = turn(before, direction);
      if (state === before) return;
      context.sound("turn");
      set({ state });
    },
    tick() {
      const { state, events } = tick(get().state);
      set({ state, events: appendEvents(get().events, events) });
      for (const event of events) {
        if (event.type === "ate") {
          context.sound("eat");
          context.toast({ title: `Yummy! +${event.points} points` });
        } else if (event.type === "shortened") {
          context.sound("turn");
          context.announce(`Bumped your tail: ${event.lost} shorter.`);
        } else if (event.type === "faster") {
          context.announce("Faster!");
        } else if (event.type === "died") {
          context.sound("die");
          context.toast({ title: "Game Over", description: `You scored ${state.score} points.` });
          // The site decides whether this is a new high score, and then says 'New High Score'.
          context.endRound({
            outcome: "lost",
            title: "Game Over",
            lines: [`Score: ${state.score}`, `Length: ${state.body.length}`],
            result: { value: state.score },
          });
        }
      }
    },
  }));

  return {
    store,
    running: () => store.getState().state.phase === "playing",
    phase: () => store.getState().state.phase,
    playAgain: () => store.getState().start(),
    stepMs: () => tickMs(store.getState().state.score),
    step: () => store.getState().tick(),
    action({ action, kind }) {
      if (kind !== "press") return;
      const game = store.getState();
      if (action === "reset") game.reset();
      else if (action === "stop") game.stop();
      else if (action !== "primary") game.turn(action);
      else if (game.state.phase === "ready" || game.state.phase === "over") game.start();
      else game.togglePause();
    },
    activate() {
      if (store.getState().state.phase === "ready") store.getState().start();
    },
  };
}
