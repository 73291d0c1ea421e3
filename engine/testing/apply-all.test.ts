import { describe, expect, it } from "vitest";
import { applyAll } from "./apply-all";

describe("applyAll", () => {
  it("threads the state through each input and keeps every event in order", () => {
    const add = (total: number, n: number) => ({ state: total + n, events: n > 1 ? [`+${n}`, "big"] : [`+${n}`] });
    expect(applyAll(10, [1, 2, 3], add)).toEqual({ state: 16, events: ["+1", "+2", "big", "+3", "big"] });
  });

  it("gives the state back untouched, with no events, for no inputs", () => {
    const state = { phase: "ready" };
    const result = applyAll(state, [], () => ({ state: { phase: "over" }, events: ["never"] }));
    expect(result.state).toBe(state);
    expect(result.events).toEqual([]);
  });
});
