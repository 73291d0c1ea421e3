/**
 * A member's stickers on the account: the `member_stickers` table (row level security shows a
 * member only their own) and the `award_sticker` RPC, sent as the member (member-authorization.ts).
 * Only types come from supabase-js here.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { callAsMember, selectAsMember } from "../accounts/client/member-authorization";
import type { EarnedMap } from "./local";

export interface AccountStickersApi {
  fetchAll(): Promise<EarnedMap>;
  award(id: string, earnedAt: string): Promise<void>;
}

export function accountStickersApi(supabase: Pick<SupabaseClient, "from" | "rpc" | "auth">): AccountStickersApi {
  return {
    async fetchAll() {
      const rows = await selectAsMember(supabase, "member_stickers", "sticker_id, earned_at");
      const earned: Record<string, string> = {};
      for (const row of rows as { sticker_id: unknown; earned_at: unknown }[]) {
        if (typeof row.sticker_id === "string" && typeof row.earned_at === "string") {
          earned[row.sticker_id] = new Date(row.earned_at).toISOString();
        }
      }
      return earned;
    },
    async award(id, earnedAt) {
      await callAsMember(supabase, "award_sticker", { sticker_id: id, earned_at: earnedAt });
    },
  };
}

export interface SyncResult {
  readonly earned: EarnedMap;
  readonly pending: string[];
}
