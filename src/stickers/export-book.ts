import type { SupabaseClient } from "@supabase/supabase-js";
import type { ExportedData } from "../accounts/panels/export-data";

type Book = Required<Pick<ExportedData, "stickers" | "wall_reactions">>;

/**
 * The member's sticker book and wall reactions, their part of 'Download my data'. A refusal is
 * thrown, so the export says it failed rather than leaving the book out.
 */
export async function fetchBookForExport(supabase: Pick<SupabaseClient, "from" | "rpc">): Promise<Book> {
  const stickers = await supabase.from("member_stickers").select("sticker_id, earned_at").order("sticker_id");
  if (stickers.error) throw new Error(stickers.error.message);
  const given = await supabase.from("wall_reactions").select("entry_id, sticker_id, created_at").order("created_at");
  if (given.error) throw new Error(given.error.message);
  const received = await supabase.rpc("reactions_to_my_entries");
  if (received.error) throw new Error(received.error.message);
  return {
    stickers: (stickers.data ?? []) as Book["stickers"],
    wall_reactions: {
      given: (given.data ?? []) as Book["wall_reactions"]["given"],
      received: (received.data ?? []) as Book["wall_reactions"]["received"],
    },
  };
}
