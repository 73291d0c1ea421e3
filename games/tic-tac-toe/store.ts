import { createStore, type StoreApi } from "zustand/vanilla";
import {
  appendEvents,
  cellAt,
  cursorArrow,
  cursorChoose,
  cursorFollow,
  type Direction,
  type EventLog,
  type GameClock,
  type GameContext,
  type GameInstance,
  type GamePhase,
  hiddenCursor,
  type RoundEnd,
  type KeyboardCursor,
  type PointerInput,
} from "@station/engine";
import { LAYOUT } from "./layout";
import {
  TIC_TAC_TOE,
  cellName,
  computerReply,
  createTicTacToe,
  describeCell,
  isComputerTurn,
  newGame,
  playerMove,
  resultToast,
  type Mode,
  type Step,
  type TicTacToeEvent,
  type TicTacToeState,
} from "./rules";

/** The cursor keys, and the HUD's New Game and opponent buttons. */
export type TicTacToeAction = Direction | "choose" | "new-game" | `vs-${Mode}`;
export type TicTacToeSound = "click" | "win" | "wrong" | "match";

/** The keyboard cursor (engine/kit/cursor) is on a cell: shown by keys, hidden by the pointer. */
export interface TicTacToeStore extends KeyboardCursor {
  readonly state: TicTacToeState;
  /** The cell a pointer went down on, until it lifts. */
  readonly pressed: number | null;
  /** What the hidden live region says: the cell under the cursor, or where the computer played. */
  readonly announcement: string;
  /** What happened lately, for the view's effects (rules' events, newest last). */
  readonly events: EventLog<TicTacToeEvent>;
  /** The player puts a mark here (ignored while the computer thinks, on a filled cell, after the end). */
  place(index: number): void;
  moveCursor(direction: Direction): void;
  /** Enter or Space: a mark under the cursor (the first press only shows where the cursor is). */
  choose(): void;
  newGame(): void;
  setMode(mode: Mode): void;
}

export interface TicTacToeGame extends GameInstance<TicTacToeAction> {
  readonly store: StoreApi<TicTacToeStore>;
  /** Game time, for the view's pop-in and line animations (they pause with the game). */
  readonly clock: GameClock;
}

/** The winning line shows on the board before the end card covers it; the toast comes with the card. */
export const END_CARD_DELAY_MS = 900;

/** The end card for a finished game: who won (in the toast's words), the moves, and the streak vs the computer. */
export function roundEnd(state: TicTacToeState, streak: number): RoundEnd | null {
  const toast = resultToast(state);
  const { result } = state;
  if (!toast || !result) return null;
  const lines = [toast.description, `Moves: ${state.moves}`];
  if (state.mode === "computer") lines.push(`Wins in a row: ${streak}`);
  const outcome =
    result.kind === "tie"
      ? "over"
      : state.mode === "computer" && result.winner === TIC_TAC_TOE.computerMark
        ? "lost"
        : "won";
  const counted = state.mode === "computer" && outcome === "won";
  return { outcome, title: toast.title, lines, ...(counted ? { result: { value: streak } } : {}) };
}

/** Tic-tac-toe's store over its rules: the rules decide, the store times the computer and tells the player. */
export function createTicTacToeGame(context: GameContext<TicTacToeSound>): TicTacToeGame {
  const { seed } = context;
  let reply: number | null = null;
  let ending: { timer: number; finish(): void } | null = null;
  /** Wins in a row against the computer, this visit; the site keeps the longest. */
  let streak = 0;

  const cancelTimers = () => {
    if (reply !== null) context.clock.cancel(reply);
    if (ending !== null) context.clock.cancel(ending.timer);
    reply = ending = null;
  };
  /** A new game before the end card came: the toast and the best still count, without the card. */
  const settleEnding = () => {
    const pending = ending;
    cancelTimers();
    pending?.finish();
  };

  const store = createStore<TicTacToeStore>()((set, get) => {
    /** After any mark: the sound, the end of the game if it came, and the computer's turn if it is one. */
    const afterMove = ({ state, events }: Step, announcement: string) => {
      set({ state, announcement, events: appendEvents(get().events, events) });
      const { result } = state;
      if (!result) context.sound("click");
      else if (result.kind === "tie") context.sound("match");
      else if (state.mode === "computer" && result.winner === TIC_TAC_TOE.computerMark) context.sound("wrong");
      else context.sound("win");
      // Only games against the computer count: a win extends the streak, a loss or a tie ends it.
      if (result && state.mode === "computer") {
        streak = result.kind !== "tie" && result.winner === TIC_TAC_TOE.playerMark ? streak + 1 : 0;
      }
      const end = roundEnd(state, streak);
      const toast = resultToast(state);
      if (end && toast) {
        const timer = context.clock.schedule(() => {
          ending = null;
          context.toast(toast);
          context.endRound(end);
        }, END_CARD_DELAY_MS);
        ending = {
          timer,
          finish() {
            context.toast(toast);
            if (end.result) context.reportRound(end.result);
          },
        };
      }
      if (isComputerTurn(state)) {
        reply = context.clock.schedule(() => {
          reply = null;
          const step = computerReply(get().state);
          const placed = step.events.find((e) => e.type === "placed");
          if (!placed) return;
          afterMove(step, `The computer put O in ${cellName(placed.index).toLowerCase()}.`);
        }, TIC_TAC_TOE.computerDelayMs);
      }
    };

    const restart = (mode: Mode) => {
      settleEnding();
      set({
        state: newGame(get().state, mode),
        pressed: null,
        announcement: `New game, ${TIC_TAC_TOE.modeNames[mode]}.`,
      });
    };

    return {
      state: createTicTacToe({ seed }),
      ...hiddenCursor(TIC_TAC_TOE.centre),
      pressed: null,
      announcement: "",
      events: [],
      place(index) {
        const step = playerMove(get().state, index);
        if (step.events.length === 0) return;
        afterMove(step, get().cursorVisible ? describeCell(step.state.board, get().cursor) : "");
      },
      moveCursor(direction) {
        const next = cursorArrow(get(), direction, { columns: TIC_TAC_TOE.columns, count: TIC_TAC_TOE.cells });
        set({ ...next, announcement: describeCell(get().state.board, next.cursor) });
      },
      choose() {
        const { cursor, chosen } = cursorChoose(get());
        if (chosen !== null) get().place(chosen);
        else set({ ...cursor, announcement: describeCell(get().state.board, cursor.cursor) });
      },
      newGame: () => restart(get().state.mode),
      setMode(mode) {
        if (mode !== get().state.mode) restart(mode);
      },
    };
  });

  const pointer = ({ kind, x, y }: PointerInput) => {
    const cell = cellAt(LAYOUT, { x, y });
    if (kind === "down") {
      // The pointer takes over from the keyboard: the cursor hides, and follows the press.
      store.setState({ pressed: cell, ...cursorFollow(store.getState(), cell) });
    } else if (kind === "up") {
      const { pressed } = store.getState();
      store.setState({ pressed: null });
      if (pressed !== null && cell === pressed) store.getState().place(cell);
    } else if (kind === "cancel") {
      store.setState({ pressed: null });
    }
  };

  return {
    store,
    clock: context.clock,
    running: () => false,
    // Turn-based: the empty board invites the first move, so no start prompt; "over" holds the end card.
    phase: (): GamePhase => (store.getState().state.result ? "over" : "playing"),
    playAgain: () => store.getState().newGame(),
    action({ action, kind }) {
      if (kind !== "press") return;
      const game = store.getState();
      if (action === "new-game") game.newGame();
      else if (action === "vs-computer") game.setMode("computer");
      else if (action === "vs-player") game.setMode("player");
      else if (action === "choose") game.choose();
      else game.moveCursor(action);
    },
    pointer,
    dispose: cancelTimers,
  };
}
