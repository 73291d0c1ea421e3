import { describe, expect, it } from "vitest";
import { brokenRules } from "./invariants";
import { createWordSearch, submit } from "./rules";

describe("Word Search invariants", () => {
  it("finds nothing wrong after a word is found", () => {
    const state = createWordSearch(11);
    const { cells } = state.placed[0]!;
    const found = submit(state, cells[0]!, cells[cells.length - 1]!).state;
    expect(found.found).toHaveLength(1);
    expect(brokenRules(found)).toEqual([]);
  });

  it("reports a word found twice and a game won too early", () => {
    const state = createWordSearch(11);
    const { word, cells } = state.placed[0]!;
    const twice = { word, from: cells[0]!, to: cells[cells.length - 1]! };
    expect(brokenRules({ ...state, found: [twice, twice] })).toContain(`${word} found twice`);
    expect(brokenRules({ ...state, phase: "won" })).toContain(`phase won with 0 of ${state.placed.length} words`);
  });
});
