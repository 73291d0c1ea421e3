import { describe, expect, it } from "vitest";
import { brokenRules } from "./invariants";
import { createDodger, startCountdown, step } from "./rules";

describe("Little Dodger invariants", () => {
  it("finds nothing wrong in a counting-down game", () => {
    const state = step(startCountdown(createDodger(5)), { left: true, right: false, targetX: null }).state;
    expect(brokenRules(state)).toEqual([]);
  });

  it("reports lives outside 0 to 5", () => {
    const state = createDodger(5);
    expect(brokenRules({ ...state, player: { ...state.player, lives: 6 } })).toContain("lives 6 not between 0 and 5");
    expect(brokenRules({ ...state, player: { ...state.player, lives: -1 } })).toContain("lives -1 not between 0 and 5");
  });
});
