/**
 * The contest's public side without supabase-js: the wall and the winner are one `fetch` to the
 * data API (rpc contest_wall, which answers approved entries with nicknames only) and public
 * Storage URLs, so the wall and the home page never load the client library.
 */
import { authConfig } from "../accounts/client/config";
import { publicRpc } from "../accounts/client/public-rpc";

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

function encodedPath(wallPath: string): string {
  return wallPath.split("/").map(encodeURIComponent).join("/");
}

export function publicPictureUrl(
  wallPath: string,
  origin = window.location.origin,
  env: Record<string, unknown> = import.meta.env ?? {},
): string {
  const { url } = authConfig(origin, env);
  return `${url}/storage/v1/object/public/${WALL_BUCKET}/${encodedPath(wallPath)}`;
}

/**
 * Storage transforms pictures on the embedded backend always, and on a hosted project only when
 * its plan does and the build says so (VITE_SUPABASE_IMAGE_TRANSFORMS=1).
 */
export function transformsPictures(env: Record<string, unknown> = import.meta.env ?? {}): boolean {
  const hosted = typeof env.VITE_SUPABASE_URL === "string" && env.VITE_SUPABASE_URL.trim() !== "";
  return !hosted || env.VITE_SUPABASE_IMAGE_TRANSFORMS === "1";
}

/**
 * A smaller copy of a wall picture, `width` px wide at most (Storage's /render/image), or the
 * original where Storage does not transform. A thumbnail that fails to load falls back to the
 * original through `pictureFallback`.
 */
export function thumbnailUrl(
  wallPath: string,
  width: number,
  origin = window.location.origin,
  env: Record<string, unknown> = import.meta.env ?? {},
): string {
  if (!transformsPictures(env)) return publicPictureUrl(wallPath, origin, env);
  const { url } = authConfig(origin, env);
  return `${url}/storage/v1/render/image/public/${WALL_BUCKET}/${encodedPath(wallPath)}?width=${width}&resize=contain&quality=80`;
}

/** onError for a thumbnail: a hosted project without transformations answers an error; show the original. */
export function pictureFallback(wallPath: string) {
  return (event: { currentTarget: HTMLImageElement }) => {
    const original = publicPictureUrl(wallPath);
    if (event.currentTarget.src !== original) event.currentTarget.src = original;
  };
}

/** Approved entries, the winner first, then newest first. */
export const fetchWall = (signal?: AbortSignal) => publicRpc<WallEntry[]>("contest_wall", "The wall", signal);

export interface PastWinner {
  id: string;
  title: string | null;
  nickname: string;
  page_id: string | null;
  wall_path: string;
  won_at: string;
}

/** Every past winner still on the wall, newest win first (rpc contest_past_winners). */
export const fetchPastWinners = (signal?: AbortSignal) =>
  publicRpc<PastWinner[]>("contest_past_winners", "The winners", signal);
