/**
 * A member's bests on the account, through the data contract: the `game_bests` table (row level
 * security shows a member only their rows) and the `record_best` RPC, which keeps the better of the
 * stored and the sent value in one statement: what the bests need of it. The requests themselves
 * are the account's part (src/accounts/client/bests-api.ts), made with the client it loads.
 */
import { isKeptBest, type BestMap, type KeptBest } from "./merge";

export interface AccountBestsApi {
  /** Every best of the signed-in member; rejects when the service cannot be reached or refuses. */
  fetchAll(): Promise<BestMap>;
  /** Sends one best; the service keeps the better of it and what it has. */
  record(key: string, best: KeptBest): Promise<void>;
}

export interface Row {
  game_id: unknown;
  best: unknown;
  lower_is_better: unknown;
  achieved_at: unknown;
}

export function rowsToBests(rows: readonly Row[]): BestMap {
  const bests: Record<string, KeptBest> = {};
  for (const row of rows) {
    const best = { value: row.best, lowerIsBetter: row.lower_is_better, achievedAt: row.achieved_at };
    if (typeof row.game_id === "string" && isKeptBest(best)) {
      bests[row.game_id] = { ...best, achievedAt: new Date(best.achievedAt).toISOString() };
    }
  }
  return bests;
}
