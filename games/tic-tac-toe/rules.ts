/**
 * Tic-tac-toe's rules as pure functions: state in, state out. No DOM, no timers: the store
 * waits `TIC_TAC_TOE.computerDelayMs` on the engine's game clock before asking for the
 * computer's reply, and the random corner or cell comes from the seed carried in the state.
 */
import { randomInt, type Seed } from "@station/engine";

export type Mark = "X" | "O";
export type CellValue = Mark | null;
export type Mode = "computer" | "player";
export type Line = readonly [number, number, number];

export const TIC_TAC_TOE = {
  columns: 3,
  cells: 9,
  /** The computer's reply waits this long on the game clock (spec section 9: 0.8 s). */
  computerDelayMs: 800,
  /** In "vs computer" the player is X and the computer is O; X always begins. */
  firstMark: "X",
  playerMark: "X",
  computerMark: "O",
  startMode: "computer",
  centre: 4,
  corners: [0, 2, 6, 8],
  /** The eight ways to get three in a row, with the words the status line uses for each. */
  lines: [
    { cells: [0, 1, 2], name: "the top row" },
    { cells: [3, 4, 5], name: "the middle row" },
    { cells: [6, 7, 8], name: "the bottom row" },
    { cells: [0, 3, 6], name: "the left column" },
    { cells: [1, 4, 7], name: "the middle column" },
    { cells: [2, 5, 8], name: "the right column" },
    { cells: [0, 4, 8], name: "the diagonal from the top left" },
    { cells: [2, 4, 6], name: "the diagonal from the top right" },
  ],
  modeNames: { computer: "Vs Computer", player: "Vs Player" },
  toasts: {
    playerWins: { title: "You win!", description: "Three in a row. Well played!" },
    computerWins: { title: "The computer wins!", description: "Good game! Fancy another round?" },
    markWins: (mark: Mark) => ({ title: `${mark} wins!`, description: "Three in a row. Good game, both of you!" }),
    tie: { title: "It's a tie!", description: "The board is full and nobody got three in a row." },
  },
} as const satisfies {
  lines: readonly { cells: Line; name: string }[];
  [key: string]: unknown;
};

export type Result =
  | { readonly kind: "win"; readonly winner: Mark; readonly line: Line; readonly lineName: string }
  | { readonly kind: "tie" };

export interface TicTacToeState {
  readonly board: readonly CellValue[];
  readonly mode: Mode;
  /** Whose mark goes down next. */
  readonly turn: Mark;
  /** Null while the game goes on. */
  readonly result: Result | null;
  readonly seed: Seed;
  /** Marks placed so far in this game. */
  readonly moves: number;
}

function emptyBoard(): CellValue[] {
  return Array.from({ length: TIC_TAC_TOE.cells }, () => null);
}

export function createTicTacToe(options: { seed: Seed; mode?: Mode }): TicTacToeState {
  return {
    board: emptyBoard(),
    mode: options.mode ?? TIC_TAC_TOE.startMode,
    turn: TIC_TAC_TOE.firstMark,
    result: null,
    seed: options.seed >>> 0,
    moves: 0,
  };
}

/** A fresh board in the given mode (or the same one); the seed carries on, so the next game differs. */
export function newGame(state: TicTacToeState, mode: Mode = state.mode): TicTacToeState {
  return createTicTacToe({ seed: state.seed, mode });
}

/** The line a mark has completed, if any. */
export function findWin(board: readonly CellValue[]): Extract<Result, { kind: "win" }> | null {
  for (const { cells, name } of TIC_TAC_TOE.lines) {
    const [a, b, c] = cells;
    const mark = board[a];
    if (mark && board[b] === mark && board[c] === mark)
      return { kind: "win", winner: mark, line: cells, lineName: name };
  }
  return null;
}

export function resultOf(board: readonly CellValue[]): Result | null {
  return findWin(board) ?? (board.every((cell) => cell !== null) ? { kind: "tie" } : null);
}

/** The computer is to move: vs computer, O's turn, game not over. The store shows "thinking". */
export function isComputerTurn(state: TicTacToeState): boolean {
  return state.mode === "computer" && state.result === null && state.turn === TIC_TAC_TOE.computerMark;
}

/** Whether the player may put a mark here now: not while the computer thinks, not on a filled cell, not after the end. */
export function canPlace(state: TicTacToeState, index: number): boolean {
  return (
    state.result === null &&
    !isComputerTurn(state) &&
    Number.isInteger(index) &&
    index >= 0 &&
    index < TIC_TAC_TOE.cells &&
    state.board[index] === null
  );
}

function put(state: TicTacToeState, index: number): TicTacToeState {
  const board = state.board.slice();
  board[index] = state.turn;
  return {
    ...state,
    board,
    turn: state.turn === "X" ? "O" : "X",
    result: resultOf(board),
    moves: state.moves + 1,
  };
}

/** The player's move (X vs computer; whoever's turn it is vs player). Ignored moves return the same state. */
export function place(state: TicTacToeState, index: number): TicTacToeState {
  return canPlace(state, index) ? put(state, index) : state;
}

/** The free cell that completes a line of `mark`, if there is one. */
function completingCell(board: readonly CellValue[], mark: Mark): number | null {
  for (const { cells } of TIC_TAC_TOE.lines) {
    const own = cells.filter((i) => board[i] === mark).length;
    const free = cells.filter((i) => board[i] === null);
    if (own === 2 && free.length === 1) return free[0] ?? null;
  }
  return null;
}

export type ComputerReason = "win" | "block" | "centre" | "corner" | "free";

/**
 * The computer's choice, in this order: a winning move, a block of the player's winning move,
 * the centre, a random free corner, a random free cell. Null on a full board.
 */
export function chooseComputerMove(
  board: readonly CellValue[],
  seed: Seed,
): { index: number; reason: ComputerReason; seed: Seed } | null {
  const win = completingCell(board, TIC_TAC_TOE.computerMark);
  if (win !== null) return { index: win, reason: "win", seed };
  const block = completingCell(board, TIC_TAC_TOE.playerMark);
  if (block !== null) return { index: block, reason: "block", seed };
  if (board[TIC_TAC_TOE.centre] === null) return { index: TIC_TAC_TOE.centre, reason: "centre", seed };
  const corners = TIC_TAC_TOE.corners.filter((i) => board[i] === null);
  if (corners.length > 0) {
    const [pick, next] = randomInt(seed, 0, corners.length - 1);
    return { index: corners[pick] ?? corners[0]!, reason: "corner", seed: next };
  }
  const free = board.flatMap((cell, i) => (cell === null ? [i] : []));
  if (free.length === 0) return null;
  const [pick, next] = randomInt(seed, 0, free.length - 1);
  return { index: free[pick] ?? free[0]!, reason: "free", seed: next };
}

/** What a move did, for the view's effects: a mark went down, and maybe the game ended. */
export type TicTacToeEvent =
  | { readonly type: "placed"; readonly index: number; readonly mark: Mark; readonly by: "player" | "computer" }
  | { readonly type: "won"; readonly winner: Mark; readonly line: Line; readonly by: "player" | "computer" }
  | { readonly type: "tie" };

export interface Step {
  readonly state: TicTacToeState;
  readonly events: readonly TicTacToeEvent[];
}

function moveEvents(before: TicTacToeState, after: TicTacToeState, index: number): TicTacToeEvent[] {
  const by = before.mode === "computer" && before.turn === TIC_TAC_TOE.computerMark ? "computer" : "player";
  const events: TicTacToeEvent[] = [{ type: "placed", index, mark: before.turn, by }];
  const { result } = after;
  if (result?.kind === "win") events.push({ type: "won", winner: result.winner, line: result.line, by });
  else if (result?.kind === "tie") events.push({ type: "tie" });
  return events;
}

/** `place`, with what it did: no events when the move was ignored. */
export function playerMove(state: TicTacToeState, index: number): Step {
  const next = place(state, index);
  return { state: next, events: next === state ? [] : moveEvents(state, next, index) };
}

/** `computerMove`, with what it did: no events when it was not the computer's turn. */
export function computerReply(state: TicTacToeState): Step {
  const { state: next, index } = computerMove(state);
  return { state: next, events: index === null ? [] : moveEvents(state, next, index) };
}

/** The computer's reply, when it is its turn; otherwise the same state. */
export function computerMove(state: TicTacToeState): { state: TicTacToeState; index: number | null } {
  if (!isComputerTurn(state)) return { state, index: null };
  const choice = chooseComputerMove(state.board, state.seed);
  if (!choice) return { state, index: null };
  return { state: put({ ...state, seed: choice.seed }, choice.index), index: choice.index };
}

/** "Row 1, column 3", counted from 1 the way people count. */
export function cellName(index: number): string {
  return `Row ${Math.floor(index / TIC_TAC_TOE.columns) + 1}, column ${(index % TIC_TAC_TOE.columns) + 1}`;
}

/** What a screen reader hears for the cell under the cursor: "Row 1, column 3: empty" or ": X". */
export function describeCell(board: readonly CellValue[], index: number): string {
  return `${cellName(index)}: ${board[index] ?? "empty"}`;
}

/** Who the winner is, in the players' own terms for the mode. */
function winnerWords(mode: Mode, winner: Mark): { who: string; verb: string } {
  if (mode === "player") return { who: winner, verb: "wins" };
  return winner === TIC_TAC_TOE.playerMark ? { who: "You", verb: "win" } : { who: "The computer", verb: "wins" };
}

/** The result line under the board: "X wins along the top row.", "It's a tie!". Empty while playing. */
export function resultText(state: TicTacToeState): string {
  const { result } = state;
  if (!result) return "";
  if (result.kind === "tie") return "It's a tie! The board is full.";
  const { who, verb } = winnerWords(state.mode, result.winner);
  return `${who} ${verb} along ${result.lineName}.`;
}

/** Whose turn it is, for the HUD: "Your turn (X)", "Computer is thinking…", "O's turn", "Game over". */
export function turnText(state: TicTacToeState): string {
  if (state.result) return "Game over";
  if (state.mode === "player") return `${state.turn}'s turn`;
  return isComputerTurn(state) ? "Computer is thinking…" : `Your turn (${TIC_TAC_TOE.playerMark})`;
}

/** The toast for a finished game, or null while it goes on. */
export function resultToast(state: TicTacToeState): { title: string; description: string } | null {
  const { result } = state;
  if (!result) return null;
  if (result.kind === "tie") return TIC_TAC_TOE.toasts.tie;
  if (state.mode === "player") return TIC_TAC_TOE.toasts.markWins(result.winner);
  return result.winner === TIC_TAC_TOE.playerMark ? TIC_TAC_TOE.toasts.playerWins : TIC_TAC_TOE.toasts.computerWins;
}
