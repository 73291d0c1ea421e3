import { describe, expect, it } from "vitest";
import { brokenRules } from "./invariants";
import { createTicTacToe, place } from "./rules";

describe("Tic-Tac-Toe invariants", () => {
  it("finds nothing wrong in a game X won along the top row", () => {
    let state = createTicTacToe({ seed: 1, mode: "player" });
    for (const cell of [0, 3, 1, 4, 2]) state = place(state, cell);
    expect(state.result?.kind).toBe("win");
    expect(brokenRules(state)).toEqual([]);
  });

  it("reports an O placed out of turn and a line left unjudged", () => {
    const state = createTicTacToe({ seed: 1, mode: "player" });
    expect(brokenRules({ ...state, board: ["O", null, null, null, null, null, null, null, null], moves: 1 })).toContain(
      "0 X marks against 1 O marks",
    );
    const board = ["X", "X", "X", "O", "O", null, null, null, null] as const;
    expect(brokenRules({ ...state, board, moves: 5, turn: "O" })).toContain("three in a row but the game goes on");
  });
});
