/**
 * The stickers on the contest wall's pictures. What each picture received is public and read with
 * one `fetch` (rpc wall_reaction_stickers: each sticker once, no counts, no names), so a visitor's
 * wall never loads supabase-js; giving and taking back (rpc toggle_wall_reaction) and the member's
 * own choices (their rows of wall_reactions, which row level security keeps to them) go through
 * the member's client.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { publicRpc } from "../../accounts/client/public-rpc";

/** Each picture's received stickers, in the order first given. */
export type Received = ReadonlyMap<string, readonly string[]>;

export function groupReceived(rows: readonly { entry_id: string; sticker_id: string }[]): Map<string, string[]> {
  const byEntry = new Map<string, string[]>();
  for (const { entry_id, sticker_id } of rows) {
    const list = byEntry.get(entry_id) ?? [];
    if (!list.includes(sticker_id)) list.push(sticker_id);
    byEntry.set(entry_id, list);
  }
  return byEntry;
}

export async function fetchReceived(signal?: AbortSignal): Promise<Map<string, string[]>> {
  type Row = { entry_id: string; sticker_id: string };
  return groupReceived(await publicRpc<Row[]>("wall_reaction_stickers", "The wall's stickers", signal));
}

type Client = Pick<SupabaseClient, "from" | "rpc">;

/** The sticker the member gave each picture. */
export async function fetchGiven(supabase: Client): Promise<Map<string, string>> {
  const { data, error } = await supabase.from("wall_reactions").select("entry_id, sticker_id");
  if (error) throw new Error(error.message);
  return new Map(((data ?? []) as { entry_id: string; sticker_id: string }[]).map((r) => [r.entry_id, r.sticker_id]));
}

/** The ids of the member's own pictures (row level security shows a member their own entries; a moderator sees all, hence the filter). */
export async function fetchOwn(supabase: Client, userId: string): Promise<Set<string>> {
  const { data, error } = await supabase.from("contest_entries").select("id").eq("user_id", userId);
  if (error) throw new Error(error.message);
  return new Set(((data ?? []) as { id: string }[]).map((r) => r.id));
}

/** Gives the sticker, or takes it back when it is the one given; answers the sticker given now, or null. */
export async function toggleGiven(supabase: Client, entryId: string, stickerId: string): Promise<string | null> {
  const { data, error } = await supabase.rpc("toggle_wall_reaction", { entry_id: entryId, sticker_id: stickerId });
  if (error) throw Object.assign(new Error(error.message), { code: error.code });
  return (data as string | null) ?? null;
}
