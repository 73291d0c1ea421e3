/**
 * A member's bests on the account, through the data contract: the `game_bests` table (row level
 * security shows a member only their rows) and the `record_best` RPC, which keeps the better of the
 * stored and the sent value in one statement. Only types come from supabase-js here: the client
 * itself is passed in, loaded lazily by src/accounts/client.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { callAsMember, selectAsMember } from "../accounts/client/member-authorization";
import { isKeptBest, type BestMap, type KeptBest } from "./merge";

export interface AccountBestsApi {
  /** Every best of the signed-in member; rejects when the service cannot be reached or refuses. */
  fetchAll(): Promise<BestMap>;
  /** Sends one best; the service keeps the better of it and what it has. */
  record(key: string, best: KeptBest): Promise<void>;
}

interface Row {
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

export function accountBestsApi(supabase: Pick<SupabaseClient, "from" | "rpc" | "auth">): AccountBestsApi {
  return {
    async fetchAll() {
      const rows = await selectAsMember(supabase, "game_bests", "game_id, best, lower_is_better, achieved_at");
      return rowsToBests(rows as Row[]);
    },
    async record(key, best) {
      await callAsMember(supabase, "record_best", {
        game_id: key,
        best: best.value,
        lower_is_better: best.lowerIsBetter,
      });
    },
  };
}
