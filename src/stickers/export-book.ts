import type { SupabaseClient } from "@supabase/supabase-js";
import type { ServiceError } from "../auth/messages";

interface Sticker {
  sticker_id: string;
  earned_at: string;
}

interface Reaction {
  entry_id: string;
  sticker_id: string;
  created_at: string;
  nickname?: string;
  title?: string | null;
}

/** The member's sticker book and wall reactions, for 'Download my data'. */
export async function fetchBookForExport(
  supabase: Pick<SupabaseClient, "from" | "rpc">,
): Promise<{ stickers: Sticker[]; reactions: { given: Reaction[]; received: Reaction[] } } | { error: ServiceError }> {
  const stickers = await supabase.from("member_stickers").select("sticker_id, earned_at").order("sticker_id");
  if (stickers.error) return { error: { message: stickers.error.message, code: stickers.error.code } };
  const given = await supabase.from("wall_reactions").select("entry_id, sticker_id, created_at").order("created_at");
  if (given.error) return { error: { message: given.error.message, code: given.error.code } };
  const received = await supabase.rpc("reactions_to_my_entries");
  if (received.error) return { error: { message: received.error.message, code: received.error.code } };
  return {
    stickers: (stickers.data ?? []) as Sticker[],
    reactions: { given: (given.data ?? []) as Reaction[], received: (received.data ?? []) as Reaction[] },
  };
}
