import { describe, expect, it } from "vitest";
import { cursorArrow, cursorChoose, cursorFollow, hiddenCursor, sameCursor } from "./cursor";

const board = { columns: 4, count: 16 };

describe("keyboard cursor", () => {
  it("an arrow shows and moves it, stopping at the edges; or only shows it first, where asked", () => {
    expect(cursorArrow(hiddenCursor(5), "right", board)).toEqual({ cursor: 6, cursorVisible: true });
    expect(cursorArrow(hiddenCursor(5), "right", { ...board, firstArrowShows: true })).toEqual({
      cursor: 5,
      cursorVisible: true,
    });
    const shown = { cursor: 3, cursorVisible: true };
    expect(cursorArrow(shown, "right", { ...board, firstArrowShows: true })).toEqual(shown);
    expect(cursorArrow(shown, "up", board)).toEqual(shown);
    expect(cursorArrow(shown, "down", board)).toEqual({ cursor: 7, cursorVisible: true });
  });

  it("Enter first shows the cursor, then chooses its cell", () => {
    expect(cursorChoose(hiddenCursor(9))).toEqual({ cursor: { cursor: 9, cursorVisible: true }, chosen: null });
    expect(cursorChoose({ cursor: 9, cursorVisible: true }).chosen).toBe(9);
  });

  it("the pointer hides it and takes it to the cell pressed, or leaves it where it was", () => {
    const shown = { cursor: 2, cursorVisible: true };
    expect(cursorFollow(shown, 11)).toEqual({ cursor: 11, cursorVisible: false });
    expect(cursorFollow(shown, null)).toEqual({ cursor: 2, cursorVisible: false });
    expect(sameCursor(cursorFollow(hiddenCursor(2), null), hiddenCursor(2))).toBe(true);
    expect(sameCursor(shown, hiddenCursor(2))).toBe(false);
  });
});
