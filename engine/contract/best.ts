/**
 * Personal bests: the one figure of a game a player would brag about. A game declares what its
 * best is (`BestSpec`, in its own `best.ts`, light enough for the registry) and reports each
 * finished round through `GameContext.reportRound`. Keeping, comparing, merging and syncing bests
 * belong to the site, so a game never touches storage or the network.
 */

/** How a best's value reads: 12 points, 14 moves, 95 seconds, 3 wins in a row. */
export type BestUnit = "points" | "moves" | "seconds" | "wins";

/** One variant of a game with a best per variant (a Color Match difficulty). */
export interface BestVariant {
  /** Stable id, part of the stored key (`color-match:easy`). Lower-case letters, digits, dashes. */
  readonly id: string;
  /** Shown beside the value: "Easy". */
  readonly label: string;
}

/** What a game's personal best is, declared in its `best.ts` with `defineBest`. */
export interface BestSpec {
  /** What the figure is, shown beside the live figure and on the account page: "High score". */
  readonly label: string;
  readonly unit: BestUnit;
  /** Fewest moves and fastest times are better when lower; scores and streaks when higher. */
  readonly lowerIsBetter: boolean;
  /**
   * A title spec.md gives the toast of a round that beats the best ('New High Score' for Snake).
   * Without one the toast's title is the new figure itself: "New best: 12 moves!".
   */
  readonly newBestTitle?: string;
  /** A separate best per variant (Color Match's difficulties), each stored as `<game>:<variant>`. */
  readonly variants?: readonly BestVariant[];
}

/**
 * How fast a game with an adjustable speed runs (`GameDefinition.adjustableSpeed`): 1 is the
 * spec's pace; 0.8 and 0.6 are gentler (game time and fixed steps run at that share of real time).
 */
export type GameSpeed = 1 | 0.8 | 0.6;
export const GAME_SPEEDS: readonly GameSpeed[] = [1, 0.8, 0.6];

/**
 * A finished round's figure: a whole, non-negative number, and the variant it was played in.
 * `speed` is set (by the engine, not the game) when any of the round was played below 1: such a
 * best is kept apart from full-speed ones.
 */
export interface RoundResult {
  readonly value: number;
  readonly variant?: string;
  readonly speed?: Exclude<GameSpeed, 1>;
  /** The calm mode the round was played in (`GameMode.id`), set by the engine; absent in the spec's play. */
  readonly mode?: string;
}

/**
 * A calm way to play a game beside the spec's own (Snake's "Zen", Little Dodger's "Drift"): the
 * player picks it beside the game speed, the game reads it from `GameContext.mode`, and its bests
 * are kept apart. The spec's play is no mode at all, so its rules never change.
 */
export interface GameMode {
  /** Stable id, part of a best's key (`snake:zen`). Lower-case letters, digits, dashes. */
  readonly id: string;
  /** The picker's and the best line's word: "Zen" (How to play says what changes). */
  readonly label: string;
}

/**
 * What the site answers a reported round with, for the end card: the best in words after this
 * round ("Best: 120 points"), or null when it keeps none yet, and whether this round beat it.
 */
export interface RoundVerdict {
  readonly best: string | null;
  readonly newBest: boolean;
}

/** Declares a game's best; the identity keeps the literal variant ids for the compiler. */
export function defineBest<const B extends BestSpec>(spec: B): B {
  return spec;
}

/** The key a best is kept under: the game's id, or `<game>:<variant>` (the data contract's game_id). */
export function bestKey(gameId: string, variant?: string): string {
  return variant === undefined ? gameId : `${gameId}:${variant}`;
}

/** Whether `candidate` beats `current` (no current best: any value does). */
export function beats(lowerIsBetter: boolean, candidate: number, current: number | null | undefined): boolean {
  if (current === null || current === undefined) return true;
  return lowerIsBetter ? candidate < current : candidate > current;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A best's value in words, the same on the game page and the account page: "14 moves", "1 min 35 s". */
export function formatBest(unit: BestUnit, value: number): string {
  switch (unit) {
    case "points":
      return plural(value, "point", "points");
    case "moves":
      return plural(value, "move", "moves");
    case "wins":
      return `${plural(value, "win", "wins")} in a row`;
    case "seconds": {
      const minutes = Math.floor(value / 60);
      const seconds = value % 60;
      return minutes === 0 ? `${seconds} s` : `${minutes} min ${seconds} s`;
    }
  }
}
