import { createRandom } from "./random.ts";

/** A 4x4 sudoku with pictures: each of 4 symbols once per row, column and 2x2 box. Symbols are 0..3. */
export interface PictureSudoku {
  readonly solution: readonly (readonly number[])[];
  /** The same grid with null where the player draws. */
  readonly puzzle: readonly (readonly (number | null)[])[];
}

const N = 4;

export function isValidSolution(grid: readonly (readonly number[])[]): boolean {
  const groups: number[][] = [];
  for (let i = 0; i < N; i++) {
    groups.push([...grid[i]!]);
    groups.push(grid.map((row) => row[i]!));
    const r0 = Math.floor(i / 2) * 2;
    const c0 = (i % 2) * 2;
    groups.push([grid[r0]![c0]!, grid[r0]![c0 + 1]!, grid[r0 + 1]![c0]!, grid[r0 + 1]![c0 + 1]!]);
  }
  return grid.length === N && groups.every((g) => [...g].sort().join() === "0,1,2,3");
}

/** Counts solutions up to `limit` by backtracking (a 4x4 grid is tiny). */
export function countSolutions(puzzle: readonly (readonly (number | null)[])[], limit = 2): number {
  const grid = puzzle.map((row) => [...row]);
  const allowed = (r: number, c: number, v: number) => {
    for (let i = 0; i < N; i++) if (grid[r]![i] === v || grid[i]![c] === v) return false;
    const r0 = r - (r % 2);
    const c0 = c - (c % 2);
    for (let dr = 0; dr < 2; dr++) for (let dc = 0; dc < 2; dc++) if (grid[r0 + dr]![c0 + dc] === v) return false;
    return true;
  };
  const search = (cell: number): number => {
    if (cell === N * N) return 1;
    const r = Math.floor(cell / N);
    const c = cell % N;
    if (grid[r]![c] !== null) return search(cell + 1);
    let found = 0;
    for (let v = 0; v < N && found < limit; v++) {
      if (!allowed(r, c, v)) continue;
      grid[r]![c] = v;
      found += search(cell + 1);
      grid[r]![c] = null;
    }
    return found;
  };
  return search(0);
}

/**
 * A shuffled valid grid, then cells emptied one by one (in a seeded order) while exactly one
 * solution remains, stopping at `givens` clues.
 */
export function generatePictureSudoku(seed: number, givens = 7): PictureSudoku {
  const random = createRandom(seed);
  const symbols = random.shuffle([0, 1, 2, 3]);
  const base = [
    [0, 1, 2, 3],
    [2, 3, 0, 1],
    [1, 0, 3, 2],
    [3, 2, 1, 0],
  ];
  // Swapping rows inside a band, bands, columns inside a stack, and stacks all keep a grid valid.
  const rowOrder = random.shuffle([0, 1]).flatMap((band) => random.shuffle([0, 1]).map((r) => band * 2 + r));
  const colOrder = random.shuffle([0, 1]).flatMap((stack) => random.shuffle([0, 1]).map((c) => stack * 2 + c));
  const solution = rowOrder.map((r) => colOrder.map((c) => symbols[base[r]![c]!]!));
  const puzzle: (number | null)[][] = solution.map((row) => [...row]);
  let remaining = N * N;
  for (const cell of random.shuffle([...Array(N * N).keys()])) {
    if (remaining <= givens) break;
    const r = Math.floor(cell / N);
    const c = cell % N;
    const kept = puzzle[r]![c]!;
    puzzle[r]![c] = null;
    if (countSolutions(puzzle) === 1) remaining--;
    else puzzle[r]![c] = kept;
  }
  return { solution, puzzle };
}
