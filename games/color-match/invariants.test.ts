import { describe, expect, it } from "vitest";
import { brokenRules } from "./invariants";
import { advancePlayback, createColorMatch, press, start } from "./rules";

describe("Color Match invariants", () => {
  it("finds nothing wrong after a completed first round", () => {
    let state = start(createColorMatch({ seed: 9 }));
    while (state.phase === "showing") state = advancePlayback(state).state;
    state = press(state, state.sequence[0]!).state;
    expect(state.phase).toBe("between");
    expect(brokenRules(state)).toEqual([]);
  });

  it("reports a pad that does not exist and a score no rounds add up to", () => {
    const state = start(createColorMatch({ seed: 9 }));
    expect(brokenRules({ ...state, sequence: [4] })).toContain("a pad in the sequence is not one of the 4 colours");
    expect(brokenRules({ ...state, score: 2 })).toContain("score 2 after 0 completed rounds");
  });
});
