import { describe, expect, it } from "vitest";
import { brokenRules } from "./invariants";
import { choose, createMemory } from "./rules";

describe("Memory invariants", () => {
  it("finds nothing wrong after a pair is matched", () => {
    const state = createMemory(3);
    const first = state.cards[0]!;
    const twin = state.cards.findIndex((card, i) => i > 0 && card.kind === first.kind);
    const matched = choose(choose(state, 0).state, twin).state;
    expect(matched.pairsFound).toBe(1);
    expect(brokenRules(matched)).toEqual([]);
  });

  it("reports a matched card without its twin", () => {
    const state = createMemory(3);
    const cards = state.cards.map((card, i) => (i === 0 ? { ...card, flipped: true, matched: true } : card));
    expect(brokenRules({ ...state, cards })).toContain(`only 1 matched card of kind ${state.cards[0]!.kind}`);
  });
});
