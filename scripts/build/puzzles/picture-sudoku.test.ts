import { describe, expect, it } from "vitest";
import { countSolutions, generatePictureSudoku, isValidSolution } from "./picture-sudoku.ts";

describe("generatePictureSudoku", () => {
  it.each([20250921, 1, 2, 3, 99])("makes a puzzle with exactly one answer (seed %i)", (seed) => {
    const { solution, puzzle } = generatePictureSudoku(seed);
    expect(isValidSolution(solution)).toBe(true);
    expect(countSolutions(puzzle)).toBe(1);
    puzzle.forEach((row, r) => row.forEach((v, c) => v !== null && expect(v).toBe(solution[r]![c])));
    expect(puzzle.flat().filter((v) => v !== null)).toHaveLength(7);
  });

  it("spots an invalid grid and an ambiguous puzzle", () => {
    const { solution } = generatePictureSudoku(5);
    const broken = solution.map((row) => [...row]);
    [broken[0]![0], broken[0]![1]] = [broken[0]![1]!, broken[0]![0]!];
    expect(isValidSolution(broken)).toBe(false);
    expect(countSolutions(solution.map((row) => row.map(() => null)))).toBe(2);
  });
});
