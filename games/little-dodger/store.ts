import { createStore, type StoreApi } from "zustand/vanilla";
import {
  appendEvents,
  type EventLog,
  type GameContext,
  type GameInstance,
  type GamePhase,
  type InputSnapshot,
  type RoundEnd,
} from "@station/engine";
import { backToMenu, createDodger, startCountdown, step, stopDrift, type DodgerEvent, type DodgerState } from "./rules";

/** Steering, Space (start, play again), and Drift's Stop (the HUD, or Escape). */
export type DodgerAction = "left" | "right" | "primary" | "stop";
export type DodgerSound = "countdown" | "go" | "hit" | "life-up" | "level-up" | "die" | "click";

export interface DodgerStore {
  readonly state: DodgerState;
  /** The state one step earlier: the view draws between the two. */
  readonly previous: DodgerState;
  /** What the steps brought about, for the view to show (engine/kit/events). */
  readonly events: EventLog<DodgerEvent>;
  start(): void;
  playAgain(): void;
  /** Drift: ends the round here, with its score. */
  stop(): void;
  step(input: InputSnapshot<DodgerAction>): void;
}

export interface DodgerGame extends GameInstance<DodgerAction> {
  readonly store: StoreApi<DodgerStore>;
}

function lives(n: number): string {
  return n === 1 ? "1 life" : `${n} lives`;
}

/** Little Dodger's store over its rules; rules decide, the store plays sounds and shows toasts. */
export function createDodgerGame(context: GameContext<DodgerSound>): DodgerGame {
  const { seed } = context;
  // Either way a round ends, the card shows the score and the level it reached.
  const endRound = (outcome: RoundEnd["outcome"], title: string, score: number) =>
    context.endRound({
      outcome,
      title,
      lines: [`Score: ${score}`, `Level ${store.getState().state.level}`],
      result: { value: score },
    });
  const tell = (event: DodgerEvent) => {
    switch (event.type) {
      case "countdown":
        context.sound(event.value === "Go!" ? "go" : "countdown");
        break;
      case "lifeLost":
        context.sound("hit");
        if (event.lives > 0) context.toast({ title: `Oops! You have ${lives(event.lives)} left` });
        break;
      case "lifeUp":
        context.sound("life-up");
        context.toast({ title: "Life Up!" });
        break;
      case "maxLives":
        context.sound("life-up");
        context.toast({ title: "Max Lives!" });
        break;
      case "levelUp":
        context.sound("level-up");
        context.toast({ title: `Level ${event.level}`, description: event.message });
        break;
      case "gameOver":
        context.sound("die");
        endRound("lost", "Game Over", event.score);
        break;
      case "bumped":
        context.sound("click");
        break;
      case "stopped":
        // A calm round has no Game Over: the player chose to stop, and the card says what they made.
        endRound("over", "Well played!", event.score);
        break;
      case "dodged":
        break;
    }
  };

  const initial = createDodger(seed, { drift: context.mode === "drift" });
  const store = createStore<DodgerStore>()((set, get) => ({
    state: initial,
    previous: initial,
    events: [],
    start() {
      const state = startCountdown(get().state);
      if (state !== get().state) set({ state, previous: state });
    },
    playAgain() {
      const state = backToMenu(get().state);
      if (state !== get().state) {
        context.sound("click");
        set({ state, previous: state });
      }
    },
    stop() {
      const previous = get().state;
      const result = stopDrift(previous);
      if (result.state === previous) return;
      set({ state: result.state, previous: result.state, events: appendEvents(get().events, result.events) });
      for (const event of result.events) tell(event);
    },
    step(input) {
      const previous = get().state;
      const result = step(previous, {
        left: input.held.has("left"),
        right: input.held.has("right"),
        targetX: input.pointer?.x ?? null,
      });
      set({ state: result.state, previous, events: appendEvents(get().events, result.events) });
      for (const event of result.events) tell(event);
    },
  }));

  const PHASES: Record<DodgerState["phase"], GamePhase> = {
    menu: "ready",
    countdown: "playing",
    playing: "playing",
    gameOver: "over",
  };
  return {
    store,
    phase: () => PHASES[store.getState().state.phase],
    // The card's Play again goes back to the menu (spec) and on through it: the countdown starts.
    playAgain() {
      store.getState().playAgain();
      store.getState().start();
    },
    running: () => {
      const { phase } = store.getState().state;
      return phase === "countdown" || phase === "playing";
    },
    step: (input) => store.getState().step(input),
    action({ action, kind }) {
      if (kind !== "press") return;
      const game = store.getState();
      if (action === "stop") return game.stop();
      if (action !== "primary") return;
      if (game.state.phase === "menu") game.start();
      else if (game.state.phase === "gameOver") game.playAgain();
    },
    activate() {
      if (store.getState().state.phase === "menu") store.getState().start();
    },
  };
}
