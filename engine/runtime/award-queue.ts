import type { BoardAward } from "../effects/award-badge";

/**
 * Awards the site hands the board (MountedGame.award), held until the board is between rounds:
 * one never interrupts play, and each shows one at a time, once.
 */
export interface AwardQueue {
  /** Holds an award; one already given (the same id) is ignored. */
  add(award: BoardAward): void;
  /**
   * Once a frame: the award to show now, or null. `between` is whether the board is between rounds
   * (the end card or the start prompt shows); `showing` whether an award is still on the board.
   */
  next(between: boolean, showing: boolean): BoardAward | null;
  /** How many wait. */
  readonly waiting: number;
}

export function createAwardQueue(): AwardQueue {
  const given = new Set<string>();
  const waiting: BoardAward[] = [];
  return {
    add(award) {
      if (given.has(award.id)) return;
      given.add(award.id);
      waiting.push(award);
    },
    next(between, showing) {
      if (!between || showing) return null;
      return waiting.shift() ?? null;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
