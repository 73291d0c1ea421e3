import { createStore, type StoreApi } from "zustand/vanilla";
import {
  appendEvents,
  cellAt,
  type Direction,
  type EventLog,
  type GameContext,
  type GameInstance,
  type GamePhase,
  type PointerInput,
} from "@station/engine";
import { padLayout } from "./layout";
import { padAt, type PadTone } from "./pads";
import {
  COLOR_MATCH,
  advancePlayback,
  colourCount,
  createColorMatch,
  isDifficulty,
  moveCursor,
  nextRound,
  playbackDelay,
  pointTo,
  press,
  setDifficulty,
  stop,
  start,
  type ColorMatchEvent,
  type ColorMatchState,
  type Difficulty,
} from "./rules";

/** The cursor keys, and the HUD's Start and difficulty buttons. */
export type ColorMatchAction = Direction | "choose" | "start" | "stop" | `difficulty-${Difficulty}`;
export type ColorMatchSound = PadTone | "wrong" | "match";

export interface ColorMatchStore {
  readonly state: ColorMatchState;
  /** The pad a pointer or key is holding down right now (a steady highlight, never a flash). */
  readonly held: number | null;
  /** For the hidden live region: the pad under the cursor, or the pad lit by playback. */
  readonly announcement: string;
  /** What play brought about, for the view to show (engine/kit/events). */
  readonly events: EventLog<ColorMatchEvent>;
  start(): void;
  setDifficulty(difficulty: Difficulty): void;
  press(pad: number): void;
  /** Practice: ends the game here, with its score. */
  stop(): void;
  move(direction: Direction): void;
}

export interface ColorMatchGame extends GameInstance<ColorMatchAction> {
  readonly store: StoreApi<ColorMatchStore>;
}

const DIFFICULTY_KEY = "difficulty";

export function points(n: number): string {
  return n === 1 ? "1 point" : `${n} points`;
}

export function gameOverMessage(score: number): string {
  return `Game Over! You scored ${points(score)}`;
}

/** "Pink heart, 1 of 4": what is under the keyboard cursor. */
export function cursorText(state: ColorMatchState): string {
  return `${padAt(state.cursor).name}, ${state.cursor + 1} of ${colourCount(state.difficulty)}`;
}

/**
 * Color Match's store over its rules: the rules decide; the store runs the playback on the game
 * clock, plays each pad's note, and tells the player (toasts, live region).
 */
export function createColorMatchGame(context: GameContext<ColorMatchSound>): ColorMatchGame {
  const { seed } = context;
  const saved = context.storage.get(DIFFICULTY_KEY);
  const initial = createColorMatch({
    seed,
    difficulty: isDifficulty(saved) ? saved : undefined,
    practice: context.mode === "practice",
  });
  let timer: number | null = null;
  /** The pad a pointer went down on: a tap presses it only if it comes up on the same pad. */
  let pointerPad: number | null = null;

  const clearTimer = () => {
    if (timer !== null) context.clock.cancel(timer);
    timer = null;
  };

  const store = createStore<ColorMatchStore>()((set, get) => {
    const tell = (event: ColorMatchEvent) => {
      set({ events: appendEvents(get().events, [event]) });
      switch (event.type) {
        case "lit":
          context.sound(padAt(event.pad).tone);
          set({ announcement: `${event.position} of ${event.length}: ${padAt(event.pad).name}` });
          break;
        case "correct": {
          context.sound(padAt(event.pad).tone);
          const { inputIndex, sequence } = get().state;
          set({ announcement: `${padAt(event.pad).name}. ${inputIndex} of ${sequence.length} done.` });
          break;
        }
        case "roundComplete":
          if (event.awesome) {
            context.sound("match");
            context.toast({ title: "Awesome!", description: `${points(event.score)} and counting.` });
          } else {
            context.announce("Well done! Here comes one more…");
          }
          break;
        case "replay":
          context.sound("wrong");
          context.announce(`Not that one: the ${padAt(event.expected).name.toLowerCase()}. Watch again.`);
          break;
        case "stopped":
          // A calm game has no Game Over: the player chose to stop, and the card says what they made.
          context.endRound({
            outcome: "over",
            title: "Well played!",
            lines: [`Score: ${points(event.score)}`],
            result: { value: event.score, variant: get().state.difficulty },
          });
          break;
        case "gameOver":
          context.sound("wrong");
          context.toast({
            title: gameOverMessage(event.score),
            description: `The next one was the ${padAt(event.expected).name.toLowerCase()}.`,
          });
          // The card's words are announced once, in place of the toast's (engine/runtime/announcer).
          context.endRound({
            outcome: "lost",
            title: "Game Over!",
            lines: [
              `Score: ${points(event.score)}`,
              `The next one was the ${padAt(event.expected).name.toLowerCase()}`,
            ],
            result: { value: event.score, variant: get().state.difficulty },
          });
          break;
      }
    };

    /** Plays the sequence: each change on the game clock, after the delay the rules give. */
    const schedulePlayback = () => {
      clearTimer();
      const delay = playbackDelay(get().state);
      if (delay === null) return;
      timer = context.clock.schedule(() => {
        timer = null;
        const result = advancePlayback(get().state);
        set({ state: result.state });
        result.events.forEach(tell);
        if (result.state.phase === "input") context.announce("Your turn.");
        schedulePlayback();
      }, delay);
    };

    return {
      state: initial,
      held: null,
      announcement: "",
      events: [],
      start() {
        const state = start(get().state);
        if (state === get().state) return;
        set({ state, held: null });
        schedulePlayback();
      },
      setDifficulty(difficulty) {
        const state = setDifficulty(get().state, difficulty);
        if (state === get().state) return;
        clearTimer();
        pointerPad = null;
        context.storage.set(DIFFICULTY_KEY, difficulty);
        set({ state, held: null, announcement: "" });
      },
      press(pad) {
        const result = press(get().state, pad);
        if (result.state === get().state) return;
        set({ state: result.state });
        result.events.forEach(tell);
        // Practice's wrong pad: the same sequence plays again.
        if (result.state.phase === "showing") schedulePlayback();
        if (result.state.phase === "between") {
          clearTimer();
          timer = context.clock.schedule(() => {
            timer = null;
            set({ state: nextRound(get().state), held: null });
            schedulePlayback();
          }, COLOR_MATCH.nextRoundDelayMs);
        }
      },
      stop() {
        const result = stop(get().state);
        if (result.state === get().state) return;
        clearTimer();
        set({ state: result.state, held: null });
        result.events.forEach(tell);
      },
      move(direction) {
        const state = moveCursor(get().state, direction);
        if (state === get().state) return;
        set({ state, announcement: cursorText(state) });
      },
    };
  });

  const padUnder = (event: PointerInput): number | null => {
    const count = colourCount(store.getState().state.difficulty);
    const pad = cellAt(padLayout(count), event);
    return pad !== null && pad < count ? pad : null;
  };
  const canPress = () => store.getState().state.phase === "input";

  const PHASES: Record<ColorMatchState["phase"], GamePhase> = {
    ready: "ready",
    showing: "playing",
    input: "playing",
    between: "playing",
    over: "over",
  };
  return {
    store,
    running: () => false,
    phase: () => PHASES[store.getState().state.phase],
    playAgain: () => store.getState().start(),
    action({ action, kind }) {
      const game = store.getState();
      if (action !== "choose") {
        if (kind !== "press") return;
        if (action === "start") game.start();
        else if (action === "stop") game.stop();
        else if (action.startsWith("difficulty-")) {
          const difficulty = action.slice("difficulty-".length);
          if (isDifficulty(difficulty)) game.setDifficulty(difficulty);
        } else game.move(action as Direction);
        return;
      }
      if (kind === "release") {
        if (game.held !== null) store.setState({ held: null });
        return;
      }
      const { phase, cursor } = game.state;
      if (phase === "ready" || phase === "over") game.start();
      else if (phase === "input") {
        if (!game.state.cursorVisible) store.setState({ state: { ...game.state, cursorVisible: true } });
        store.setState({ held: cursor });
        game.press(cursor);
      }
    },
    activate() {
      if (store.getState().state.phase === "ready") store.getState().start();
    },
    pointer(event) {
      const game = store.getState();
      if (event.kind === "down") {
        pointerPad = padUnder(event);
        const state = pointTo(game.state, pointerPad);
        store.setState({ state, held: canPress() ? pointerPad : null });
      } else if (event.kind === "move") {
        const over = padUnder(event);
        const held = canPress() && over === pointerPad ? pointerPad : null;
        if (held !== game.held) store.setState({ held });
      } else {
        const pad = pointerPad;
        pointerPad = null;
        if (game.held !== null) store.setState({ held: null });
        if (event.kind === "up" && pad !== null && padUnder(event) === pad) game.press(pad);
      }
    },
    dispose: clearTimer,
  };
}
