/**
 * The bests' account API (src/bests/account-api.ts) over supabase-js: the member's `game_bests`
 * rows and the `record_best` RPC, each asked as the member signed in when it is made.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { rowsToBests, type AccountBestsApi, type Row } from "../../bests/account-api";
import { callAsMember, selectAsMember } from "./member-authorization";

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
