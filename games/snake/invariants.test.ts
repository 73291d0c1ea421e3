import { describe, expect, it } from "vitest";
import { brokenRules } from "./invariants";
import { cells } from "./test-cells";
import { createSnake, start, tick, turn } from "./rules";

describe("Snake invariants", () => {
  it("finds nothing wrong in a snake that has moved and turned", () => {
    let state = start(createSnake({ seed: 7, highScore: 0 }));
    state = tick(turn(state, "left")).state;
    state = tick(turn(state, "down")).state;
    expect(brokenRules(state)).toEqual([]);
  });

  it("reports a body that folds onto itself and a cell off the board", () => {
    const state = createSnake({ seed: 7, highScore: 0 });
    const folded = {
      ...state,
      body: cells([0, 0], [0, 1], [0, 0]),
    };
    expect(brokenRules(folded)).toContain("body cell 2 (0,0) repeats an earlier cell");
    const off = { ...state, body: [{ x: -1, y: 0 }] };
    expect(brokenRules(off)).toContain("body cell 0 (-1,0) is off the board");
  });
});
