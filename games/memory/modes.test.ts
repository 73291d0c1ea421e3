import { describe, expect, it } from "vitest";
import { cellRect } from "@station/engine";
import { createTestHost, testMonkeyPlay } from "@station/engine/testing";
import { brokenRules } from "./invariants";
import { BOARD, gridFor } from "./layout";
import { pairsFor } from "./modes";
import { createMemory, deal, newGame } from "./rules";
import { memory } from "./test-definition";

describe("Memory's smaller boards", () => {
  it("deal 4 or 6 pairs, two of each kind; the spec's board stays 8 pairs", () => {
    expect(createMemory(1).cards).toHaveLength(16);
    for (const pairs of [4, 6]) {
      const { cards } = deal(5, pairs);
      expect(cards).toHaveLength(pairs * 2);
      const kinds = new Map<string, number>();
      for (const card of cards) kinds.set(card.kind, (kinds.get(card.kind) ?? 0) + 1);
      expect([...kinds.values()]).toEqual(Array.from({ length: pairs }, () => 2));
    }
    expect(newGame(createMemory(1, 6)).pairs).toBe(6);
    expect(pairsFor(undefined)).toBe(8);
  });

  it("played headless in the 6-pair mode: won when the 6 pairs are found, the round counted apart", () => {
    const host = createTestHost(memory, { seed: 9, mode: "pairs-6" });
    const grid = gridFor(12);
    const tap = (index: number) => {
      const r = cellRect(grid, index);
      host.tap(r.x + r.width / 2, r.y + r.height / 2);
      host.advance(0);
    };
    const { cards } = host.state().state;
    expect(cards).toHaveLength(12);
    // Every pair, found straight away.
    const seen = new Set<number>();
    cards.forEach((card, i) => {
      if (seen.has(i)) return;
      const twin = cards.findIndex((other, j) => j !== i && other.kind === card.kind);
      seen.add(i).add(twin);
      tap(i);
      tap(twin);
    });
    host.advance(3000);
    expect(host.state().state.phase).toBe("won");
    expect(host.ends).toEqual([
      expect.objectContaining({ outcome: "won", lines: expect.arrayContaining(["Pairs: 6 of 6"]) }),
    ]);
    expect(host.rounds).toEqual([{ value: 6, mode: "pairs-6" }]);
  });
});

describe("6-pair monkey play, headless", () => {
  testMonkeyPlay((seed) => createTestHost(memory, { seed, mode: "pairs-6" }), {
    actions: ["up", "down", "left", "right", "choose"],
    buttons: ["new-game"],
    size: BOARD,
    check: (host) => brokenRules(host.state().state),
  });
});
