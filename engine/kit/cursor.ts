import type { Direction } from "../contract/define-game";
import { moveCursor } from "./grid";

/**
 * The keyboard cursor of a board played with arrows and Enter (cards, cells, pads, letters):
 * where it is (a board index) and whether it shows. Keys show it; the pointer hides it.
 */
export interface KeyboardCursor {
  readonly cursor: number;
  readonly cursorVisible: boolean;
}

/** The board a cursor moves on, and how its first arrow behaves. */
export interface CursorBoard {
  readonly columns: number;
  /** Cells on the board, row by row. */
  readonly count: number;
  /**
   * The first arrow only shows the cursor where it is (Memory), so it never jumps from somewhere
   * unseen; otherwise the first arrow moves it and shows it.
   */
  readonly firstArrowShows?: boolean;
}

/** Where a board's cursor starts: hidden, on `at`. */
export function hiddenCursor(at = 0): KeyboardCursor {
  return { cursor: at, cursorVisible: false };
}

/** Whether two cursors stand in the same place and show alike (so a state can stay as it is). */
export function sameCursor(a: KeyboardCursor, b: KeyboardCursor): boolean {
  return a.cursor === b.cursor && a.cursorVisible === b.cursorVisible;
}

/** An arrow key: the cursor shows, and moves one cell, stopping at the board's edges. */
export function cursorArrow(at: KeyboardCursor, direction: Direction, board: CursorBoard): KeyboardCursor {
  if (!at.cursorVisible && board.firstArrowShows) return { cursor: at.cursor, cursorVisible: true };
  return { cursor: moveCursor(at.cursor, direction, board.columns, board.count), cursorVisible: true };
}

/**
 * Enter or Space: while the cursor is hidden the press only shows it (`chosen` is null), so the
 * player sees what they are about to choose; once it shows, the press chooses its cell.
 */
export function cursorChoose(at: KeyboardCursor): { cursor: KeyboardCursor; chosen: number | null } {
  if (at.cursorVisible) return { cursor: { cursor: at.cursor, cursorVisible: true }, chosen: at.cursor };
  return { cursor: { cursor: at.cursor, cursorVisible: true }, chosen: null };
}

/**
 * The pointer took over: the cursor hides, and moves to the cell pressed (none: it stays), so
 * arrow keys carry on from where the player last touched.
 */
export function cursorFollow(at: KeyboardCursor, cell: number | null): KeyboardCursor {
  return { cursor: cell ?? at.cursor, cursorVisible: false };
}
