import { createRandom } from "./random.ts";

export interface Placement {
  readonly word: string;
  readonly row: number;
  readonly col: number;
  /** Step per letter: [dRow, dCol]. */
  readonly direction: readonly [number, number];
}

export interface WordSearch {
  readonly size: number;
  /** grid[row][col], one capital letter each. */
  readonly grid: readonly string[][];
  readonly placements: readonly Placement[];
}

const ACROSS = [0, 1] as const;
const DOWN = [1, 0] as const;
const SLANT = [1, 1] as const;
/** No backwards words, so it stays gentle; listed with weights so few words slant. */
const DIRECTIONS: readonly (readonly [number, number])[] = [ACROSS, ACROSS, ACROSS, DOWN, DOWN, SLANT];
const ALPHABET = "ABCDEFGHIJKLMNOPRSTUWY";

/** Places every word (longest first, sharing letters where they agree) and fills the rest at random. */
export function generateWordSearch(words: readonly string[], size: number, seed: number): WordSearch {
  const random = createRandom(seed);
  const upper = words.map((w) => w.toUpperCase());
  if (upper.some((w) => !/^[A-Z]+$/.test(w) || w.length > size)) throw new Error("words must be letters and fit");
  const order = [...upper].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  for (let attempt = 0; attempt < 200; attempt++) {
    const grid: (string | null)[][] = Array.from({ length: size }, () => new Array<string | null>(size).fill(null));
    const placements: Placement[] = [];
    const placed = order.every((word) => {
      for (let tries = 0; tries < 300; tries++) {
        const direction = random.pick(DIRECTIONS);
        const row = random.int(size - direction[0] * (word.length - 1));
        const col = random.int(size - direction[1] * (word.length - 1));
        const fits = [...word].every((letter, i) => {
          const here = grid[row + direction[0] * i]![col + direction[1] * i];
          return here === null || here === letter;
        });
        if (!fits) continue;
        [...word].forEach((letter, i) => (grid[row + direction[0] * i]![col + direction[1] * i] = letter));
        placements.push({ word, row, col, direction });
        return true;
      }
      return false;
    });
    if (!placed) continue;
    const filled = grid.map((cells) => cells.map((c) => c ?? ALPHABET[random.int(ALPHABET.length)]!));
    placements.sort((a, b) => upper.indexOf(a.word) - upper.indexOf(b.word));
    return { size, grid: filled, placements };
  }
  throw new Error("could not place every word; use a bigger grid or fewer words");
}

/** The letters a placement covers, read from the grid. */
export function readPlacement(puzzle: WordSearch, p: Placement): string {
  return [...p.word].map((_, i) => puzzle.grid[p.row + p.direction[0] * i]![p.col + p.direction[1] * i]).join("");
}
