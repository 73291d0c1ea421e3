/**
 * Word Search's rules as pure functions: state in, state (and events) out. No DOM, no timers:
 * the store turns the events into sounds, toasts and the won message on the game clock.
 *
 * Cells are numbered row by row (index = row * size + column). Pointer positions reach the
 * rules in cell units: x = 2.5 is the middle of the third column.
 */
import { type Direction, moveCursor as moveOnGrid, type Seed } from "@station/engine";
import { PLACE_ATTEMPTS, fillGrid, pickWords, placeWords, type Placement } from "./generate";
import { WORDS } from "./words";

export const WORD_SEARCH = {
  size: 12,
  words: 8,
  attempts: PLACE_ATTEMPTS,
  wonMessageMs: 5000,
  list: WORDS,
} as const;

/** Easy (modes.ts): an 8x8 grid, 6 words of at most 6 letters, written only right and down. */
export const WORD_SEARCH_EASY = {
  size: 8,
  words: 6,
  longestWord: 6,
  directions: ["right", "down"],
} as const;

/** Where the current selection stands: being dragged, a first letter waiting, or a second press. */
export interface Selection {
  readonly from: number;
  readonly to: number;
  /** drag: a press is down; anchor: the first letter is chosen and waits; second: the second press is down. */
  readonly mode: "drag" | "anchor" | "second";
}

export interface FoundWord {
  readonly word: string;
  /** The ends of the selection that found it (it may run either way). */
  readonly from: number;
  readonly to: number;
}

export interface WordSearchState {
  readonly size: number;
  /** size * size capital letters, row by row. */
  readonly grid: readonly string[];
  readonly placed: readonly Placement[];
  readonly found: readonly FoundWord[];
  readonly phase: "playing" | "won";
  /** The keyboard cursor's cell. */
  readonly cursor: number;
  readonly selection: Selection | null;
  /** The seed this grid was made from (replays it), and the seed for the next grid. */
  readonly gameSeed: Seed;
  readonly seed: Seed;
  /** Easy mode (see WORD_SEARCH_EASY): fixed for the state's life. */
  readonly easy: boolean;
}

export type WordSearchEvent =
  | { type: "started"; cell: number }
  | { type: "cancelled" }
  | { type: "found"; word: string; left: number; from: number; to: number }
  | { type: "won"; words: number }
  | { type: "alreadyFound"; word: string; from: number; to: number }
  | { type: "notAWord"; letters: string; from: number; to: number }
  | { type: "notStraight"; from: number; to: number };

export interface Step {
  readonly state: WordSearchState;
  readonly events: readonly WordSearchEvent[];
}

const unchanged = (state: WordSearchState): Step => ({ state, events: [] });

export function rowOf(size: number, index: number): number {
  return Math.floor(index / size);
}
export function colOf(size: number, index: number): number {
  return index % size;
}

/** A new grid from a seed: the same seed always gives the same words in the same places. */
export function createWordSearch(
  seed: Seed,
  list: readonly string[] = WORD_SEARCH.list,
  options: { easy?: boolean } = {},
): WordSearchState {
  const gameSeed = seed >>> 0;
  const easy = options.easy === true;
  const size = easy ? WORD_SEARCH_EASY.size : WORD_SEARCH.size;
  // Easy's words are short enough that all six find room in its smaller grid.
  const pool = easy ? list.filter((word) => word.length <= WORD_SEARCH_EASY.longestWord) : list;
  const picked = pickWords(pool, easy ? WORD_SEARCH_EASY.words : WORD_SEARCH.words, gameSeed);
  const placement = placeWords(
    size,
    picked.words,
    picked.seed,
    easy ? { directions: WORD_SEARCH_EASY.directions } : {},
  );
  const filled = fillGrid(placement.grid, placement.seed);
  return {
    size,
    grid: filled.grid,
    placed: placement.placed,
    found: [],
    phase: "playing",
    cursor: 0,
    selection: null,
    gameSeed,
    seed: filled.seed,
    easy,
  };
}

/** The next grid, from where this one's random draws ended. */
export function newGame(state: WordSearchState): WordSearchState {
  return createWordSearch(state.seed, WORD_SEARCH.list, { easy: state.easy });
}

/**
 * The cells from one cell to another along a row, a column or a diagonal (8 directions), both
 * ends included; null when the two are not on one straight line.
 */
export function lineBetween(size: number, from: number, to: number): number[] | null {
  const r0 = rowOf(size, from);
  const c0 = colOf(size, from);
  const dr = rowOf(size, to) - r0;
  const dc = colOf(size, to) - c0;
  if (dr !== 0 && dc !== 0 && Math.abs(dr) !== Math.abs(dc)) return null;
  const steps = Math.max(Math.abs(dr), Math.abs(dc));
  const sr = Math.sign(dr);
  const sc = Math.sign(dc);
  return Array.from({ length: steps + 1 }, (_, k) => (r0 + k * sr) * size + c0 + k * sc);
}

/** The cell nearest a point (cell units); a point outside the grid takes the nearest edge cell. */
export function nearestCell(size: number, point: { x: number; y: number }): number {
  const clamp = (v: number) => Math.min(size - 1, Math.max(0, Math.floor(v)));
  return clamp(point.y) * size + clamp(point.x);
}

const LINE_STEPS = [
  [0, 1],
  [1, 1],
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, -1],
  [-1, 0],
  [-1, 1],
] as const;

/**
 * The cell nearest a point among those on the 8 straight lines from `from` (and `from` itself):
 * only the first letter needs aim, the end of a drag or a second tap snaps onto a line.
 */
export function snapToLine(size: number, from: number, point: { x: number; y: number }): number {
  const r0 = rowOf(size, from);
  const c0 = colOf(size, from);
  const distance = (r: number, c: number) => Math.hypot(point.x - (c + 0.5), point.y - (r + 0.5));
  let best = from;
  let bestDistance = distance(r0, c0);
  for (const [dr, dc] of LINE_STEPS) {
    for (let k = 1; k < size; k++) {
      const r = r0 + k * dr;
      const c = c0 + k * dc;
      if (r < 0 || c < 0 || r >= size || c >= size) break;
      const d = distance(r, c);
      if (d < bestDistance - 1e-9) {
        best = r * size + c;
        bestDistance = d;
      }
    }
  }
  return best;
}

/** The cells of the current selection while it is a straight line, else just its first letter. */
export function selectionCells(state: WordSearchState): readonly number[] {
  const { selection } = state;
  if (!selection) return [];
  return lineBetween(state.size, selection.from, selection.to) ?? [selection.from];
}

/** The letters of the current selection so far ("COC"), or "" when nothing is chosen. */
export function selectionLetters(state: WordSearchState): string {
  return selectionCells(state)
    .map((cell) => state.grid[cell])
    .join("");
}

export function isFound(state: WordSearchState, word: string): boolean {
  return state.found.some((f) => f.word === word);
}

/** "Row 3, column 5: K", counted from 1 as people do. */
export function describeCell(state: WordSearchState, cell: number): string {
  return `Row ${rowOf(state.size, cell) + 1}, column ${colOf(state.size, cell) + 1}: ${state.grid[cell]}`;
}

/** The letters from one cell to another along a straight line, or "" when the line is not straight. */
export function lettersBetween(state: WordSearchState, from: number, to: number): string {
  return (lineBetween(state.size, from, to) ?? []).map((cell) => state.grid[cell]).join("");
}

/**
 * Checks the letters from one cell to another: a placed word spelled forwards or backwards is
 * found (once); finding the last one wins. The selection ends either way.
 */
export function submit(state: WordSearchState, from: number, to: number): Step {
  if (state.phase !== "playing") return unchanged(state);
  const cleared = { ...state, selection: null };
  const cells = lineBetween(state.size, from, to);
  if (!cells) return { state: cleared, events: [{ type: "notStraight", from, to }] };
  const letters = cells.map((cell) => state.grid[cell]).join("");
  const backwards = [...letters].reverse().join("");
  const match = state.placed.find((p) => p.word === letters || p.word === backwards);
  if (!match) return { state: cleared, events: [{ type: "notAWord", letters, from, to }] };
  if (isFound(state, match.word))
    return { state: cleared, events: [{ type: "alreadyFound", word: match.word, from, to }] };
  const found = [...state.found, { word: match.word, from, to }];
  const left = state.placed.length - found.length;
  if (left > 0) return { state: { ...cleared, found }, events: [{ type: "found", word: match.word, left, from, to }] };
  return {
    state: { ...cleared, found, phase: "won" },
    events: [
      { type: "found", word: match.word, left, from, to },
      { type: "won", words: found.length },
    ],
  };
}

/**
 * A press on the grid. With a first letter waiting, it is the second tap: it snaps onto a line
 * from the first. Otherwise it starts a new selection at the nearest letter.
 */
export function pointerDown(state: WordSearchState, point: { x: number; y: number }): Step {
  if (state.phase !== "playing") return unchanged(state);
  const { selection } = state;
  if (selection?.mode === "anchor") {
    const to = snapToLine(state.size, selection.from, point);
    return { state: { ...state, cursor: to, selection: { from: selection.from, to, mode: "second" } }, events: [] };
  }
  const cell = nearestCell(state.size, point);
  return {
    state: { ...state, cursor: cell, selection: { from: cell, to: cell, mode: "drag" } },
    events: [{ type: "started", cell }],
  };
}

/** A drag: the end follows the pointer, snapped onto a line from the first letter. */
export function pointerMove(state: WordSearchState, point: { x: number; y: number }): WordSearchState {
  const { selection } = state;
  if (state.phase !== "playing" || !selection || selection.mode === "anchor") return state;
  const to = snapToLine(state.size, selection.from, point);
  if (to === selection.to) return state;
  return { ...state, cursor: to, selection: { ...selection, to } };
}

/**
 * The press lifts. A drag that never left its first letter was a tap: the letter waits for a
 * second tap. A second tap on the first letter itself cancels; anywhere else it selects.
 */
export function pointerUp(state: WordSearchState, point: { x: number; y: number }): Step {
  const moved = pointerMove(state, point);
  const { selection } = moved;
  if (moved.phase !== "playing" || !selection || selection.mode === "anchor") return unchanged(moved);
  if (selection.from === selection.to) {
    if (selection.mode === "drag")
      return { state: { ...moved, selection: { ...selection, mode: "anchor" } }, events: [] };
    return { state: { ...moved, selection: null }, events: [{ type: "cancelled" }] };
  }
  return submit(moved, selection.from, selection.to);
}

/** The browser took the gesture: a selection in progress is dropped, a waiting first letter kept. */
export function pointerCancel(state: WordSearchState): WordSearchState {
  const { selection } = state;
  if (!selection || selection.mode === "anchor") return state;
  return {
    ...state,
    selection: selection.mode === "second" ? { ...selection, to: selection.from, mode: "anchor" } : null,
  };
}

/** An arrow key: the cursor moves one letter (stopping at the edges); a waiting selection follows it. */
export function moveCursor(state: WordSearchState, direction: Direction): WordSearchState {
  const cursor = moveOnGrid(state.cursor, direction, state.size, state.size * state.size);
  const { selection } = state;
  if (selection && selection.mode !== "anchor") return state;
  return { ...state, cursor, selection: selection ? { ...selection, to: cursor } : null };
}

/**
 * Enter or Space: marks the first letter under the cursor; on another letter in a straight line
 * it selects; on the first letter again it cancels. Off a straight line the first letter waits on.
 */
export function choose(state: WordSearchState): Step {
  if (state.phase !== "playing") return unchanged(state);
  const { selection, cursor } = state;
  if (!selection) {
    return {
      state: { ...state, selection: { from: cursor, to: cursor, mode: "anchor" } },
      events: [{ type: "started", cell: cursor }],
    };
  }
  if (selection.mode !== "anchor") return unchanged(state);
  if (cursor === selection.from) return { state: { ...state, selection: null }, events: [{ type: "cancelled" }] };
  if (!lineBetween(state.size, selection.from, cursor))
    return { state, events: [{ type: "notStraight", from: selection.from, to: cursor }] };
  return submit(state, selection.from, cursor);
}

/** Escape: a started selection is cancelled. */
export function cancelSelection(state: WordSearchState): Step {
  if (!state.selection) return unchanged(state);
  return { state: { ...state, selection: null }, events: [{ type: "cancelled" }] };
}
