import { describe, expect, it } from "vitest";
import { PLACE_DIRECTIONS, fillGrid, placeWords, type Placement } from "./generate";
import {
  WORD_SEARCH,
  cancelSelection,
  choose,
  colOf,
  createWordSearch,
  describeCell,
  lineBetween,
  moveCursor,
  nearestCell,
  newGame,
  pointerCancel,
  pointerDown,
  pointerMove,
  pointerUp,
  rowOf,
  selectionLetters,
  snapToLine,
  submit,
  type WordSearchState,
} from "./rules";

const SEED = 20250714;
const SIZE = WORD_SEARCH.size;
const at = (row: number, col: number) => row * SIZE + col;
/** The middle of a cell, in cell units, as a pointer would report it. */
const middle = (cell: number) => ({ x: colOf(SIZE, cell) + 0.5, y: rowOf(SIZE, cell) + 0.5 });
const first = (p: Placement) => p.cells[0]!;
const last = (p: Placement) => p.cells[p.cells.length - 1]!;

/**
 * A hand-made grid for selection rules: COCOA along row 0 to the right, HUGS down column 11,
 * NAP up-left (written P, A, N going down-right from (5, 5), so it reads NAP backwards),
 * everything else Z.
 */
function handGrid(): WordSearchState {
  const grid = Array.from({ length: SIZE * SIZE }, () => "Z");
  const placed: Placement[] = [];
  const put = (word: string, row: number, col: number, direction: keyof typeof PLACE_DIRECTIONS) => {
    const { dr, dc } = PLACE_DIRECTIONS[direction];
    const cells = Array.from(word, (_, k) => at(row + k * dr, col + k * dc));
    cells.forEach((cell, k) => (grid[cell] = word[k]!));
    placed.push({ word, row, col, direction, cells });
  };
  put("COCOA", 0, 0, "right");
  put("HUGS", 2, 11, "down");
  put("KITE", 6, 8, "downLeft");
  put("NAP", 8, 2, "downRight");
  return { ...createWordSearch(SEED), grid, placed, found: [] };
}

describe("the word list", () => {
  it("has 56 different words of 3 to 8 capital letters A to Z", () => {
    const list: readonly string[] = WORD_SEARCH.list;
    expect(list).toHaveLength(56);
    expect(new Set(list).size).toBe(56);
    for (const word of list) expect(word).toMatch(/^[A-Z]{3,8}$/);
  });

  it("has no word that is another word backwards (a selection finds one word only)", () => {
    const list = new Set<string>(WORD_SEARCH.list);
    for (const word of list)
      expect(list.has([...word].reverse().join("")) && word !== [...word].reverse().join("")).toBe(false);
  });

  it("keeps the spec's constants in one object", () => {
    expect(WORD_SEARCH).toMatchObject({ size: 12, words: 8, attempts: 100, wonMessageMs: 5000 });
  });
});

describe("a new grid", () => {
  it("is 12x12 capital letters with 8 words from the list", () => {
    const state = createWordSearch(SEED);
    expect(state.grid).toHaveLength(144);
    for (const letter of state.grid) expect(letter).toMatch(/^[A-Z]$/);
    expect(state.placed).toHaveLength(8);
    expect(new Set(state.placed.map((p) => p.word)).size).toBe(8);
    for (const p of state.placed) expect(WORD_SEARCH.list).toContain(p.word);
    expect(state.phase).toBe("playing");
    expect(state.found).toEqual([]);
  });

  it("is the same for the same seed, and different for another", () => {
    const a = createWordSearch(SEED);
    const b = createWordSearch(SEED);
    expect(b.grid).toEqual(a.grid);
    expect(b.placed).toEqual(a.placed);
    expect(createWordSearch(SEED + 1).grid).not.toEqual(a.grid);
  });

  it("over many seeds: words run right, down, down-right or down-left only, inside the grid, spelled in their cells", () => {
    const seen = new Set<string>();
    const wrong: string[] = [];
    for (let seed = 1; seed <= 300; seed++) {
      const state = createWordSearch(seed);
      for (const p of state.placed) {
        seen.add(p.direction);
        const { dr, dc } = PLACE_DIRECTIONS[p.direction];
        if (![`0,1`, `1,0`, `1,1`, `1,-1`].includes(`${dr},${dc}`)) wrong.push(`${seed} ${p.word} goes ${dr},${dc}`);
        p.cells.forEach((cell, k) => {
          const row = p.row + k * dr;
          const col = p.col + k * dc;
          if (row < 0 || col < 0 || row >= SIZE || col >= SIZE) wrong.push(`${seed} ${p.word} leaves the grid`);
          if (cell !== at(row, col)) wrong.push(`${seed} ${p.word} cell ${k} is not on its line`);
          if (state.grid[cell] !== p.word[k]) wrong.push(`${seed} ${p.word} letter ${k} is not in the grid`);
        });
      }
    }
    expect(wrong).toEqual([]);
    expect([...seen].sort()).toEqual(["down", "downLeft", "downRight", "right"]);
  });

  it("over many seeds: crossing words agree on every shared letter (and some do cross)", () => {
    let crossings = 0;
    const disagreements: string[] = [];
    for (let seed = 1; seed <= 500; seed++) {
      const state = createWordSearch(seed);
      const owner = new Map<number, string>();
      for (const p of state.placed) {
        p.cells.forEach((cell, k) => {
          const letter = p.word[k]!;
          const before = owner.get(cell);
          if (before !== undefined) {
            crossings += 1;
            if (before !== letter) disagreements.push(`${seed}: ${p.word} puts ${letter} on ${before}`);
          }
          owner.set(cell, letter);
        });
      }
    }
    expect(disagreements).toEqual([]);
    expect(crossings).toBeGreaterThan(0);
  });

  it("fills the cells no word uses with random capital letters A to Z, from the seed", () => {
    const empty = Array.from({ length: 144 }, () => null);
    const { grid } = fillGrid(empty, SEED);
    expect(grid.join("")).toMatch(/^[A-Z]{144}$/);
    // Not one letter everywhere: most of the alphabet shows up.
    expect(new Set(grid).size).toBeGreaterThan(20);
    expect(fillGrid(empty, SEED).grid).toEqual(grid);
    // A placed letter is kept.
    expect(fillGrid(["Q", ...empty.slice(1)], SEED).grid[0]).toBe("Q");
  });

  it("tries a word at most 100 times, then leaves it out and goes on with the next", () => {
    // Every cell already holds Z: ABC fits nowhere; ZZZ fits at once.
    const full = Array.from({ length: 144 }, () => "Z");
    const result = placeWords(SIZE, ["ABC", "ZZZ"], SEED, { grid: full });
    expect(result.dropped).toEqual(["ABC"]);
    expect(result.tries).toEqual({ ABC: 100, ZZZ: 1 });
    expect(result.placed.map((p) => p.word)).toEqual(["ZZZ"]);
  });

  it("places a word that fits on a later attempt, within the limit", () => {
    // Only row 0 is free of Z... and the only place for an 11-letter word going right is there.
    const grid = Array.from({ length: 144 }, (_, i) => (i < SIZE ? null : "Z"));
    const result = placeWords(SIZE, ["ABCDEFGHIJK"], SEED, { grid });
    expect(result.dropped).toEqual([]);
    expect(result.tries.ABCDEFGHIJK).toBeGreaterThan(1);
    expect(result.tries.ABCDEFGHIJK).toBeLessThanOrEqual(100);
    expect(result.placed[0]).toMatchObject({ row: 0, direction: "right" });
  });

  it("New Game makes a different grid from where the last one's draws ended, the same each replay", () => {
    const state = createWordSearch(SEED);
    const next = newGame(state);
    expect(next.grid).not.toEqual(state.grid);
    expect(next.gameSeed).toBe(state.seed);
    expect(newGame(createWordSearch(SEED)).grid).toEqual(next.grid);
  });
});

describe("straight lines", () => {
  it("runs in all 8 directions, both ends included", () => {
    const from = at(5, 5);
    expect(lineBetween(SIZE, from, at(5, 8))).toEqual([at(5, 5), at(5, 6), at(5, 7), at(5, 8)]);
    expect(lineBetween(SIZE, from, at(5, 3))).toEqual([at(5, 5), at(5, 4), at(5, 3)]);
    expect(lineBetween(SIZE, from, at(7, 5))).toEqual([at(5, 5), at(6, 5), at(7, 5)]);
    expect(lineBetween(SIZE, from, at(3, 5))).toEqual([at(5, 5), at(4, 5), at(3, 5)]);
    expect(lineBetween(SIZE, from, at(7, 7))).toEqual([at(5, 5), at(6, 6), at(7, 7)]);
    expect(lineBetween(SIZE, from, at(3, 3))).toEqual([at(5, 5), at(4, 4), at(3, 3)]);
    expect(lineBetween(SIZE, from, at(7, 3))).toEqual([at(5, 5), at(6, 4), at(7, 3)]);
    expect(lineBetween(SIZE, from, at(3, 7))).toEqual([at(5, 5), at(4, 6), at(3, 7)]);
  });

  it("is null off a straight line", () => {
    expect(lineBetween(SIZE, at(5, 5), at(6, 7))).toBeNull();
    expect(lineBetween(SIZE, at(0, 0), at(2, 3))).toBeNull();
  });

  it("snaps a press to the nearest letter, and a point off the grid to the edge", () => {
    expect(nearestCell(SIZE, { x: 3.9, y: 2.1 })).toBe(at(2, 3));
    expect(nearestCell(SIZE, { x: -0.4, y: 12.3 })).toBe(at(11, 0));
  });

  it("snaps the end of a drag to the nearest letter on one of the 8 lines from the first", () => {
    const from = at(5, 5);
    // On (8,6), which is on no line from (5,5): (8,5) straight below is the nearest that is.
    expect(snapToLine(SIZE, from, { x: 6.5, y: 8.5 })).toBe(at(8, 5));
    // A little off the diagonal still lands on it.
    expect(snapToLine(SIZE, from, { x: 8.9, y: 8.2 })).toBe(at(8, 8));
    // Up and left, a shaky finger.
    expect(snapToLine(SIZE, from, { x: 2.3, y: 2.9 })).toBe(at(2, 2));
    // Right along the row, off by nearly half a cell.
    expect(snapToLine(SIZE, from, { x: 9.5, y: 5.95 })).toBe(at(5, 9));
    // Near the first letter: the first letter itself.
    expect(snapToLine(SIZE, from, { x: 5.6, y: 5.4 })).toBe(from);
  });
});

describe("selecting words", () => {
  it("finds a word selected forwards, with the event the store turns into 'Word Found!'", () => {
    const state = handGrid();
    const { state: after, events } = submit(state, at(0, 0), at(0, 4));
    expect(events).toEqual([{ type: "found", word: "COCOA", left: 3 }]);
    expect(after.found).toEqual([{ word: "COCOA", from: at(0, 0), to: at(0, 4) }]);
  });

  it("finds a word selected backwards", () => {
    const { state, events } = submit(handGrid(), at(5, 11), at(2, 11));
    expect(events).toEqual([{ type: "found", word: "HUGS", left: 3 }]);
    expect(state.found.map((f) => f.word)).toEqual(["HUGS"]);
  });

  it("finds words on both diagonals, either way", () => {
    // KITE runs down-left from (6,8); NAP runs down-right from (8,2): select it from its end, up-left.
    let step = submit(handGrid(), at(9, 5), at(6, 8));
    expect(step.events[0]).toMatchObject({ type: "found", word: "KITE" });
    step = submit(step.state, at(10, 4), at(8, 2));
    expect(step.events[0]).toMatchObject({ type: "found", word: "NAP" });
  });

  it("does not count a word found already", () => {
    const once = submit(handGrid(), at(0, 0), at(0, 4)).state;
    const twice = submit(once, at(0, 4), at(0, 0));
    expect(twice.events).toEqual([{ type: "alreadyFound", word: "COCOA" }]);
    expect(twice.state.found).toHaveLength(1);
  });

  it("rejects a selection that is not a straight line, or not a word", () => {
    const state = handGrid();
    const bent = submit(state, at(0, 0), at(2, 3));
    expect(bent.events).toEqual([{ type: "notStraight" }]);
    expect(bent.state.found).toEqual([]);
    // Part of a word is not the word.
    expect(submit(state, at(0, 0), at(0, 3)).events).toEqual([{ type: "notAWord", letters: "COCO" }]);
  });

  it("wins when the last word is found, and then takes no more selections", () => {
    let state = handGrid();
    state = submit(state, at(0, 0), at(0, 4)).state;
    state = submit(state, at(2, 11), at(5, 11)).state;
    state = submit(state, at(6, 8), at(9, 5)).state;
    const last = submit(state, at(8, 2), at(10, 4));
    expect(last.events).toEqual([
      { type: "found", word: "NAP", left: 0 },
      { type: "won", words: 4 },
    ]);
    expect(last.state.phase).toBe("won");
    expect(submit(last.state, at(0, 0), at(0, 4)).state).toBe(last.state);
    expect(pointerDown(last.state, middle(at(0, 0))).state.selection).toBeNull();
  });

  it("plays a seeded grid to the end through its own placements", () => {
    let state = createWordSearch(SEED);
    const events = [];
    for (const p of state.placed) {
      const step = submit(state, first(p), last(p));
      state = step.state;
      events.push(...step.events);
    }
    expect(events.filter((e) => e.type === "found")).toHaveLength(8);
    expect(events.at(-1)).toEqual({ type: "won", words: 8 });
  });
});

describe("by pointer", () => {
  it("a drag selects from the pressed letter to the letter it ends on", () => {
    let state = handGrid();
    const down = pointerDown(state, middle(at(0, 0)));
    expect(down.events).toEqual([{ type: "started", cell: at(0, 0) }]);
    state = pointerMove(down.state, { x: 2.4, y: 0.7 });
    expect(selectionLetters(state)).toBe("COC");
    const up = pointerUp(state, { x: 4.3, y: 0.9 });
    expect(up.events).toEqual([{ type: "found", word: "COCOA", left: 3 }]);
    expect(up.state.selection).toBeNull();
  });

  it("a drag that wanders off the line still ends on the line from the first letter", () => {
    // From H at (2,11) down, the finger drifts left by 0.45 of a cell at the end.
    const state = pointerDown(handGrid(), middle(at(2, 11))).state;
    const up = pointerUp(state, { x: 11.05, y: 5.4 });
    expect(up.events).toEqual([{ type: "found", word: "HUGS", left: 3 }]);
  });

  it("tap the first letter, then the last: selects, backwards too", () => {
    let state = handGrid();
    state = pointerDown(state, middle(at(5, 11))).state;
    const firstTap = pointerUp(state, middle(at(5, 11)));
    expect(firstTap.state.selection).toEqual({ from: at(5, 11), to: at(5, 11), mode: "anchor" });
    expect(firstTap.events).toEqual([]);
    state = pointerDown(firstTap.state, { x: 11.3, y: 2.6 }).state;
    expect(selectionLetters(state)).toBe("SGUH");
    const secondTap = pointerUp(state, { x: 11.3, y: 2.6 });
    expect(secondTap.events).toEqual([{ type: "found", word: "HUGS", left: 3 }]);
    expect(secondTap.state.selection).toBeNull();
  });

  it("the second tap needs no aim: it snaps to the nearest letter in line with the first", () => {
    let state = pointerUp(pointerDown(handGrid(), middle(at(6, 8))).state, middle(at(6, 8))).state;
    // Aimed between (9,5) and (9,6): (9,5) is on the down-left diagonal.
    state = pointerDown(state, { x: 6.1, y: 9.6 }).state;
    expect(pointerUp(state, { x: 6.1, y: 9.6 }).events).toEqual([{ type: "found", word: "KITE", left: 3 }]);
  });

  it("a second tap on the first letter cancels; a cancelled gesture keeps the first letter waiting", () => {
    const waiting = pointerUp(pointerDown(handGrid(), middle(at(0, 0))).state, middle(at(0, 0))).state;
    const again = pointerDown(waiting, middle(at(0, 0))).state;
    const up = pointerUp(again, middle(at(0, 0)));
    expect(up.events).toEqual([{ type: "cancelled" }]);
    expect(up.state.selection).toBeNull();
    const taken = pointerCancel(pointerDown(waiting, middle(at(0, 3))).state);
    expect(taken.selection).toEqual({ from: at(0, 0), to: at(0, 0), mode: "anchor" });
    expect(pointerCancel(pointerDown(handGrid(), middle(at(0, 0))).state).selection).toBeNull();
  });
});

describe("by keyboard", () => {
  it("arrows move the cursor, stopping at the edges", () => {
    let state = handGrid();
    state = moveCursor(state, "left");
    state = moveCursor(state, "up");
    expect(state.cursor).toBe(0);
    state = moveCursor(moveCursor(state, "right"), "down");
    expect(state.cursor).toBe(at(1, 1));
    expect(describeCell(state, at(2, 4))).toBe("Row 3, column 5: Z");
  });

  it("Enter on the first letter, arrows to the last, Enter again: found", () => {
    let state = handGrid();
    const started = choose(state);
    expect(started.events).toEqual([{ type: "started", cell: 0 }]);
    state = started.state;
    for (let i = 0; i < 4; i++) state = moveCursor(state, "right");
    expect(selectionLetters(state)).toBe("COCOA");
    const done = choose(state);
    expect(done.events).toEqual([{ type: "found", word: "COCOA", left: 3 }]);
    expect(done.state.selection).toBeNull();
  });

  it("Enter off a straight line keeps the first letter waiting; Escape cancels it", () => {
    let state = choose(handGrid()).state;
    state = moveCursor(moveCursor(moveCursor(state, "right"), "right"), "down");
    const bent = choose(state);
    expect(bent.events).toEqual([{ type: "notStraight" }]);
    expect(bent.state.selection?.from).toBe(0);
    const escaped = cancelSelection(bent.state);
    expect(escaped.events).toEqual([{ type: "cancelled" }]);
    expect(escaped.state.selection).toBeNull();
    expect(cancelSelection(escaped.state).events).toEqual([]);
  });
});
