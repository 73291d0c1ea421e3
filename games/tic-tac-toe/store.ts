import { createStore, type StoreApi } from "zustand/vanilla";
import {
  cellAt,
  cursorArrow,
  cursorChoose,
  cursorFollow,
  type Direction,
  freshSeed,
  type GameClock,
  type GameContext,
  type GameInstance,
  hiddenCursor,
  type KeyboardCursor,
  type PointerInput,
} from "../../engine";
import { LAYOUT } from "./layout";
import {
  TIC_TAC_TOE,
  cellName,
  computerMove,
  createTicTacToe,
  describeCell,
  isComputerTurn,
  newGame,
  place,
  resultToast,
  type Mode,
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

/** Tic-tac-toe's store over its rules: the rules decide, the store times the computer and tells the player. */
export function createTicTacToeGame(context: GameContext<TicTacToeSound>, seed: number = freshSeed()): TicTacToeGame {
  let reply: number | null = null;
  /** Wins in a row against the computer, this visit; the site keeps the longest. */
  let streak = 0;

  const cancelReply = () => {
    if (reply !== null) context.clock.cancel(reply);
    reply = null;
  };

  const store = createStore<TicTacToeStore>()((set, get) => {
    /** After any mark: the sound, the result's toast, and the computer's turn if it is one. */
    const afterMove = (state: TicTacToeState) => {
      const { result } = state;
      if (!result) context.sound("click");
      else if (result.kind === "tie") context.sound("match");
      else if (state.mode === "computer" && result.winner === TIC_TAC_TOE.computerMark) context.sound("wrong");
      else context.sound("win");
      const toast = resultToast(state);
      if (toast) context.toast(toast);
      // Only games against the computer count: a win extends the streak, a loss or a tie ends it.
      if (result && state.mode === "computer") {
        if (result.kind !== "tie" && result.winner === TIC_TAC_TOE.playerMark) {
          streak += 1;
          context.reportRound({ value: streak });
        } else {
          streak = 0;
        }
      }
      if (isComputerTurn(state)) {
        cancelReply();
        reply = context.clock.schedule(() => {
          reply = null;
          const { state: next, index } = computerMove(get().state);
          if (index === null) return;
          set({ state: next, announcement: `The computer put O in ${cellName(index).toLowerCase()}.` });
          afterMove(next);
        }, TIC_TAC_TOE.computerDelayMs);
      }
    };

    const restart = (mode: Mode) => {
      cancelReply();
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
      place(index) {
        const before = get().state;
        const state = place(before, index);
        if (state === before) return;
        set({ state, announcement: get().cursorVisible ? describeCell(state.board, get().cursor) : "" });
        afterMove(state);
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
    dispose: cancelReply,
  };
}
