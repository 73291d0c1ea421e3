import { createStore, type StoreApi } from "zustand/vanilla";
import {
  appendEvents,
  cursorChoose,
  type EventLog,
  formatBest,
  type GameContext,
  type GameInstance,
  type GamePhase,
} from "@station/engine";
import { toCellUnits } from "./layout";
import {
  WORD_SEARCH,
  cancelSelection,
  choose,
  createWordSearch,
  describeCell,
  lettersBetween,
  lineBetween,
  moveCursor,
  newGame,
  pointerCancel,
  pointerDown,
  pointerMove,
  pointerUp,
  rowOf,
  colOf,
  selectionLetters,
  type Step,
  type WordSearchEvent,
  type WordSearchState,
} from "./rules";

/** The cursor keys, Escape, and the HUD's New Game. */
export type WordSearchAction = "up" | "down" | "left" | "right" | "choose" | "cancel" | "new-game";
export type WordSearchSound = "click" | "match" | "win";

export interface WordSearchStore {
  readonly state: WordSearchState;
  /** "You Won!" shows for WORD_SEARCH.wonMessageMs of game time after the last word. */
  readonly wonMessage: boolean;
  /** The keyboard cursor shows after the first arrow key and hides when the pointer is used. */
  readonly cursorVisible: boolean;
  /** The last result, for the status line ("Found COCOA! 3 to go."). */
  readonly status: string;
  /** What is under the keyboard cursor, for screen readers. */
  readonly announcement: string;
  /** What happened lately, for the view's effects (rules' events, newest last). */
  readonly events: EventLog<WordSearchEvent>;
  newGame(): void;
}

export interface WordSearchGame extends GameInstance<WordSearchAction> {
  readonly store: StoreApi<WordSearchStore>;
  /** Game time, for the view's fading miss (it stops while the game is paused). */
  now(): number;
}

function statusFor(event: WordSearchEvent): string | null {
  switch (event.type) {
    case "found":
      return event.left > 0 ? `Found ${event.word}! ${event.left} to go.` : null;
    case "won":
      return null;
    case "alreadyFound":
      return `You already found ${event.word}.`;
    case "notAWord":
      return `${event.letters} is not one of the words.`;
    case "notStraight":
      return "Letters must be in a straight line.";
    case "cancelled":
      return "Selection cancelled.";
    case "started":
      return null;
  }
}

/** What the announcer says: the letter under the cursor, and the selection so far. */
export function announce(state: WordSearchState): string {
  const here = describeCell(state, state.cursor);
  const { selection } = state;
  if (!selection) return `${here}.`;
  if (selection.from === state.cursor) return `${here}. First letter chosen: move to the last letter and press Enter.`;
  if (!lineBetween(state.size, selection.from, state.cursor)) {
    const r = rowOf(state.size, selection.from) + 1;
    const c = colOf(state.size, selection.from) + 1;
    return `${here}. Not in a straight line from row ${r}, column ${c}.`;
  }
  return `${here}. Selection so far: ${selectionLetters(state)}.`;
}

/** The last word's burst shows on the board before the end card covers it; "You Won!" comes with the card. */
export const END_CARD_DELAY_MS = 800;

/** Word Search's store over its rules: the rules decide, the store applies and tells the player. */
export function createWordSearchGame(context: GameContext<WordSearchSound>): WordSearchGame {
  const { seed } = context;
  let wonTimer: number | null = null;
  /** The end card waiting for the last word's burst; New Game before it still raises the toast and counts the time. */
  let ending: { timer: number; finish(): void } | null = null;
  const settleEnding = () => {
    const pending = ending;
    if (pending) context.clock.cancel(pending.timer);
    ending = null;
    pending?.finish();
  };
  /** Game time of this grid's first chosen letter: the best is the time from there to the last word. */
  let playStartedAt: number | null = null;

  const first = createWordSearch(seed, undefined, { easy: context.mode === "easy" });
  const store = createStore<WordSearchStore>()((set, get) => ({
    state: first,
    wonMessage: false,
    cursorVisible: false,
    status: `Find the ${first.placed.length} hidden words.`,
    announcement: "",
    events: [],
    newGame() {
      settleEnding();
      if (wonTimer !== null) context.clock.cancel(wonTimer);
      wonTimer = null;
      playStartedAt = null;
      const state = newGame(get().state);
      context.sound("click");
      set({
        state,
        wonMessage: false,
        status: `A new grid: find ${state.placed.length} words.`,
        announcement: get().cursorVisible ? announce(state) : "",
      });
    },
  }));

  /** Applies a rules step: state first, then sounds, toasts and the status line. */
  const apply = ({ state, events }: Step, extra: Partial<WordSearchStore> = {}) => {
    const before = get();
    let status = before.status;
    let wonMessage = before.wonMessage;
    const won = events.some((e) => e.type === "won");
    for (const event of events) {
      const said = statusFor(event);
      status = said ?? status;
      // A found word is said by its toast, the win by the end card; the rest here, once each.
      if (said && event.type !== "found") context.announce(said);
      if (event.type === "started") {
        context.sound("click");
        playStartedAt ??= context.clock.now();
      }
      if (event.type === "found") {
        // One toast shows at a time, so the last word's toast is the win itself.
        // Selected from its last letter to its first: Word Search's own sticker moment.
        if (lettersBetween(store.getState().state, event.from, event.to) !== event.word)
          context.moment("backwards-word");
        if (!won) {
          context.sound("match");
          context.toast({ title: "Word Found!", description: `${event.word}: ${event.left} to go.` });
        }
      }
      if (event.type === "won") {
        context.sound("win");
        const seconds = Math.floor((context.clock.now() - (playStartedAt ?? context.clock.now())) / 1000);
        const toast = { title: "You Won!", description: `You found all ${event.words} words.` };
        const timer = context.clock.schedule(() => {
          ending = null;
          context.toast(toast);
          context.endRound({
            outcome: "won",
            title: "You won!",
            lines: [`Words: ${event.words} of ${event.words}`, `Time: ${formatBest("seconds", seconds)}`],
            result: { value: seconds },
          });
        }, END_CARD_DELAY_MS);
        ending = {
          timer,
          finish() {
            context.toast(toast);
            context.reportRound({ value: seconds });
          },
        };
        status = `All ${event.words} words found. New Game makes a new grid.`;
        wonMessage = true;
        if (wonTimer !== null) context.clock.cancel(wonTimer);
        wonTimer = context.clock.schedule(() => {
          wonTimer = null;
          store.setState({ wonMessage: false });
        }, WORD_SEARCH.wonMessageMs);
      }
    }
    store.setState({ state, status, wonMessage, events: appendEvents(before.events, events), ...extra });
  };
  const get = () => store.getState();

  const keyboard = (step: Step) => apply(step, { cursorVisible: true, announcement: announce(step.state) });

  return {
    store,
    now: () => context.clock.now(),
    running: () => false,
    // Turn-based: the grid invites the first drag, so no start prompt; "over" holds the end card.
    phase: (): GamePhase => (get().state.phase === "won" ? "over" : "playing"),
    playAgain: () => get().newGame(),
    action({ action, kind }) {
      if (kind !== "press") return;
      const { state, cursorVisible } = get();
      if (action === "new-game") {
        get().newGame();
      } else if (action === "cancel") {
        keyboard(cancelSelection(state));
      } else if (action === "choose") {
        // The first Enter shows where the cursor is before it chooses anything.
        const { chosen } = cursorChoose({ cursor: state.cursor, cursorVisible });
        keyboard(chosen === null ? { state, events: [] } : choose(state));
      } else {
        keyboard({ state: moveCursor(state, action), events: [] });
      }
    },
    pointer(event) {
      const { state } = get();
      const at = toCellUnits(event, state.size);
      if (event.kind === "down") apply(pointerDown(state, at), { cursorVisible: false });
      else if (event.kind === "move") {
        const next = pointerMove(state, at);
        if (next !== state) store.setState({ state: next });
      } else if (event.kind === "up") apply(pointerUp(state, at));
      else store.setState({ state: pointerCancel(state) });
    },
    dispose() {
      if (wonTimer !== null) context.clock.cancel(wonTimer);
      if (ending !== null) context.clock.cancel(ending.timer);
    },
  };
}
