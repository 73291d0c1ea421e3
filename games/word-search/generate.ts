/**
 * How a Word Search grid is made from a seed: which words, where each is written, and the
 * random letters around them. Pure and seeded: the same seed always gives the same grid.
 */
import { randomInt, type Seed } from "@station/engine";

/** How many tries a word gets to find a place before it is left out. */
export const PLACE_ATTEMPTS = 100;

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The four ways a word is written into the grid: never up, never backwards. */
export const PLACE_DIRECTIONS = {
  right: { dr: 0, dc: 1 },
  down: { dr: 1, dc: 0 },
  downRight: { dr: 1, dc: 1 },
  downLeft: { dr: 1, dc: -1 },
} as const;
export type PlaceDirection = keyof typeof PLACE_DIRECTIONS;
const PLACE_ORDER = Object.keys(PLACE_DIRECTIONS) as PlaceDirection[];

export interface Placement {
  readonly word: string;
  readonly row: number;
  readonly col: number;
  readonly direction: PlaceDirection;
  /** The word's cells, first letter first. */
  readonly cells: readonly number[];
}

export interface PlacementResult {
  /** Letters of placed words; null where nothing was placed yet. */
  readonly grid: readonly (string | null)[];
  readonly placed: readonly Placement[];
  /** Words that found no place within their attempts: left out of the game. */
  readonly dropped: readonly string[];
  /** How many attempts each word took (the attempt limit for a dropped word). */
  readonly tries: Readonly<Record<string, number>>;
  readonly seed: Seed;
}

/** `count` different words from the list, in a seeded order (a partial Fisher-Yates shuffle). */
export function pickWords(
  list: readonly string[],
  count: number,
  seed: Seed,
): { words: readonly string[]; seed: Seed } {
  const pool = [...list];
  const take = Math.min(count, pool.length);
  for (let i = 0; i < take; i++) {
    const [j, next] = randomInt(seed, i, pool.length - 1);
    seed = next;
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return { words: pool.slice(0, take), seed };
}

/**
 * Writes each word into the grid. Each attempt picks one of the four directions and a start
 * from which the whole word stays inside the grid; it succeeds when every cell is empty or
 * already holds the same letter (crossing words share it). After `attempts` failures the word
 * is left out.
 */
export function placeWords(
  size: number,
  words: readonly string[],
  seed: Seed,
  options: { attempts?: number; grid?: readonly (string | null)[]; directions?: readonly PlaceDirection[] } = {},
): PlacementResult {
  const attempts = options.attempts ?? PLACE_ATTEMPTS;
  const order = options.directions ?? PLACE_ORDER;
  const grid: (string | null)[] = options.grid ? [...options.grid] : Array.from({ length: size * size }, () => null);
  const placed: Placement[] = [];
  const dropped: string[] = [];
  const tries: Record<string, number> = {};
  for (const word of words) {
    let done = false;
    let tried = 0;
    while (!done && tried < attempts) {
      tried += 1;
      const [d, afterDirection] = randomInt(seed, 0, order.length - 1);
      const direction = order[d]!;
      const { dr, dc } = PLACE_DIRECTIONS[direction];
      const span = word.length - 1;
      const maxRow = size - 1 - span * dr;
      const minCol = dc < 0 ? span : 0;
      const maxCol = dc > 0 ? size - 1 - span : size - 1;
      const [row, afterRow] = randomInt(afterDirection, 0, maxRow);
      const [col, afterCol] = randomInt(afterRow, minCol, maxCol);
      seed = afterCol;
      // A word longer than the grid has no start at all: every attempt fails.
      if (maxRow < 0 || minCol > maxCol) continue;
      const cells = Array.from(word, (_, k) => (row + k * dr) * size + col + k * dc);
      if (!cells.every((cell, k) => grid[cell] === null || grid[cell] === word[k])) continue;
      cells.forEach((cell, k) => (grid[cell] = word[k]!));
      placed.push({ word, row, col, direction, cells });
      done = true;
    }
    tries[word] = tried;
    if (!done) dropped.push(word);
  }
  return { grid, placed, dropped, tries, seed };
}

/** Every empty cell gets a random capital letter. */
export function fillGrid(grid: readonly (string | null)[], seed: Seed): { grid: readonly string[]; seed: Seed } {
  const out: string[] = [];
  for (const letter of grid) {
    if (letter !== null) {
      out.push(letter);
      continue;
    }
    const [i, next] = randomInt(seed, 0, ALPHABET.length - 1);
    seed = next;
    out.push(ALPHABET[i]!);
  }
  return { grid: out, seed };
}
