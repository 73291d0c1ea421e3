/**
 * The contest's public side without supabase-js: the wall and the winner are one `fetch` to the
 * data API (rpc contest_wall, which answers approved entries with nicknames only) and public
 * Storage URLs, so the wall and the home page never load the client library.
 */
import { authConfig } from "../auth/config";

export const ENTRIES_BUCKET = "contest-entries";
export const WALL_BUCKET = "contest-wall";

export interface WallEntry {
  id: string;
  title: string | null;
  nickname: string;
  page_id: string | null;
  wall_path: string;
  winner: boolean;
  approved_at: string;
}

export function publicPictureUrl(wallPath: string, origin = window.location.origin): string {
  const { url } = authConfig(origin);
  return `${url}/storage/v1/object/public/${WALL_BUCKET}/${wallPath.split("/").map(encodeURIComponent).join("/")}`;
}

/** Approved entries, the winner first, then newest first. */
export async function fetchWall(signal?: AbortSignal): Promise<WallEntry[]> {
  const { url, anonKey } = authConfig(window.location.origin);
  const response = await fetch(`${url}/rest/v1/rpc/contest_wall`, {
    method: "POST",
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, "Content-Type": "application/json" },
    body: "{}",
    signal,
  });
  if (!response.ok) throw new Error(`The wall could not be loaded (${response.status})`);
  return (await response.json()) as WallEntry[];
}

export interface PastWinner {
  id: string;
  title: string | null;
  nickname: string;
  page_id: string | null;
  wall_path: string;
  won_at: string;
}

/** Every past winner still on the wall, newest win first (rpc contest_past_winners). */
export async function fetchPastWinners(signal?: AbortSignal): Promise<PastWinner[]> {
  const { url, anonKey } = authConfig(window.location.origin);
  const response = await fetch(`${url}/rest/v1/rpc/contest_past_winners`, {
    method: "POST",
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, "Content-Type": "application/json" },
    body: "{}",
    signal,
  });
  if (!response.ok) throw new Error(`The winners could not be loaded (${response.status})`);
  return (await response.json()) as PastWinner[];
}
