import { describe, expect, it } from "vitest";
import { COZY_WORDS, SEEDS } from "./activities.ts";
import { generateWordSearch, readPlacement } from "./word-search.ts";

describe("generateWordSearch", () => {
  const puzzle = generateWordSearch(COZY_WORDS, 11, SEEDS.wordSearch);

  it("hides every word exactly where its answer-key placement says", () => {
    expect(puzzle.placements.map((p) => p.word)).toEqual([...COZY_WORDS]);
    for (const p of puzzle.placements) expect(readPlacement(puzzle, p)).toBe(p.word);
  });

  it("only uses gentle directions (across, down, down-right) and stays on the grid", () => {
    for (const p of puzzle.placements) {
      expect([
        [0, 1],
        [1, 0],
        [1, 1],
      ]).toContainEqual([...p.direction]);
      expect(p.row + p.direction[0] * (p.word.length - 1)).toBeLessThan(11);
      expect(p.col + p.direction[1] * (p.word.length - 1)).toBeLessThan(11);
    }
  });

  it("fills every square with one capital letter", () => {
    expect(puzzle.grid).toHaveLength(11);
    for (const row of puzzle.grid) expect(row.join("")).toMatch(/^[A-Z]{11}$/);
  });

  it("is the same for the same seed and different for another", () => {
    expect(generateWordSearch(COZY_WORDS, 11, SEEDS.wordSearch)).toEqual(puzzle);
    expect(generateWordSearch(COZY_WORDS, 11, 1).grid).not.toEqual(puzzle.grid);
  });

  it("refuses a word that cannot fit", () => {
    expect(() => generateWordSearch(["BLANKETFORT"], 6, 1)).toThrow();
  });
});
