import { describe, expect, it } from "vitest";
import { createTestHost, testMonkeyPlay } from "@station/engine/testing";
import { brokenRules } from "./invariants";
import { BOARD, cellCentre } from "./layout";
import { WORD_SEARCH_EASY, createWordSearch, newGame } from "./rules";
import { wordSearch } from "./test-definition";

describe("Word Search's Easy mode", () => {
  it("makes an 8x8 grid of 6 words, each only across or down, over many seeds; the spec's grid is unchanged", () => {
    for (let seed = 1; seed <= 200; seed++) {
      const state = createWordSearch(seed, undefined, { easy: true });
      expect(state.size).toBe(WORD_SEARCH_EASY.size);
      expect(state.grid).toHaveLength(64);
      expect(state.placed).toHaveLength(WORD_SEARCH_EASY.words);
      for (const p of state.placed) {
        expect(["right", "down"]).toContain(p.direction);
        expect(p.cells.map((c) => state.grid[c]).join("")).toBe(p.word);
      }
      expect(newGame(state).easy).toBe(true);
    }
    expect(createWordSearch(1).size).toBe(12);
  });

  it("played headless: dragging each word on the larger cells finds it, and the win counts as Easy", () => {
    const host = createTestHost(wordSearch, { seed: 21, mode: "easy" });
    const { placed, size } = host.state().state;
    expect(size).toBe(8);
    for (const p of placed) {
      const a = cellCentre(p.cells[0]!, size);
      const b = cellCentre(p.cells.at(-1)!, size);
      host.pointer({ kind: "down", ...a });
      host.pointer({ kind: "move", x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
      host.pointer({ kind: "up", ...b });
      host.advance(1000);
    }
    expect(host.state().state.phase).toBe("won");
    expect(host.rounds).toHaveLength(1);
    expect(host.rounds[0]).toMatchObject({ mode: "easy" });
  });
});

describe("Easy monkey play, headless", () => {
  testMonkeyPlay((seed) => createTestHost(wordSearch, { seed, mode: "easy" }), {
    actions: ["up", "down", "left", "right", "choose", "cancel"],
    buttons: ["new-game"],
    size: { width: BOARD, height: BOARD },
    check: (host) => brokenRules(host.state().state),
  });
});
