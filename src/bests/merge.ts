/**
 * The bests a browser or an account keeps, and the one rule that combines two sets of them:
 * for each key the better value wins, and a key only one side has is kept. Nothing is lost,
 * whichever side is merged into which.
 */
import { beats } from "@station/engine";

export interface KeptBest {
  readonly value: number;
  readonly lowerIsBetter: boolean;
  /** ISO time the value was first reached. */
  readonly achievedAt: string;
}

/** Keyed by `bestKey(gameId, variant)`: `snake`, `color-match:hard` (the data contract's game_id). */
export type BestMap = Readonly<Record<string, KeptBest>>;

/** The better of two bests under one key; on a tie the one reached first stays. */
export function betterOf(a: KeptBest | undefined, b: KeptBest | undefined): KeptBest | undefined {
  if (!a) return b;
  if (!b) return a;
  if (beats(a.lowerIsBetter, b.value, a.value)) return b;
  if (b.value === a.value && b.achievedAt < a.achievedAt) return b;
  return a;
}

export function mergeBests(a: BestMap, b: BestMap): BestMap {
  const merged: Record<string, KeptBest> = { ...a };
  for (const [key, best] of Object.entries(b)) merged[key] = betterOf(merged[key], best)!;
  return merged;
}

/** The keys where `mine` holds something better than `theirs` has (what one side must send the other). */
export function bestsBetterThan(mine: BestMap, theirs: BestMap): string[] {
  return Object.keys(mine).filter((key) => {
    const other = theirs[key];
    return !other || beats(mine[key]!.lowerIsBetter, mine[key]!.value, other.value);
  });
}

/** A value read from storage or the network is a best only if it has this shape. */
export function isKeptBest(value: unknown): value is KeptBest {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.value === "number" &&
    Number.isInteger(v.value) &&
    v.value >= 0 &&
    typeof v.lowerIsBetter === "boolean" &&
    typeof v.achievedAt === "string"
  );
}
