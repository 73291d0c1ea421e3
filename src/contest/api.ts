/**
 * What members and moderators ask of the service, through supabase-js only: Storage for the
 * pictures, the data API for entries. The same calls work on the embedded server and on a hosted
 * project, where policies on storage.objects and the contest functions decide.
 */
import { loadAuthClient } from "../accounts/client/load-client";
import type { ServiceError } from "../accounts/messages/auth";
import { CONTEST_TEXT, type EntryState, MAX_UPLOAD_BYTES } from "./messages";
import { ENTRIES_BUCKET, WALL_BUCKET } from "./public-api";

const client = async () => (await loadAuthClient()).supabase;

export interface MyEntry {
  id: string;
  title: string | null;
  page_id: string | null;
  state: EntryState;
  winner: boolean;
  decline_reason: string | null;
  /** Off the wall: `reports` until a moderator looks, `moderator` with hidden_reason. */
  hidden?: "reports" | "moderator" | null;
  hidden_reason?: string | null;
  entry_path: string;
  wall_path: string | null;
  created_at: string;
}

export interface ModerationEntry extends MyEntry {
  nickname: string;
  history: { action: string; reason: string | null; at: string; by: string }[];
}

export type Result<T> = { data: T; error: null } | { data: null; error: ServiceError };

function failure(error: unknown): { data: null; error: ServiceError } {
  if (error && typeof error === "object" && "message" in error) {
    const e = error as { message: string; status?: number; statusCode?: string; code?: string };
    // Storage errors carry their status; the data API's carry a SQLSTATE (PTxyz answers xyz).
    const fromCode = /^PT(\d{3})$/.exec(e.code ?? "")?.[1];
    const status = e.status ?? (e.statusCode ? Number(e.statusCode) : fromCode ? Number(fromCode) : e.code ? 400 : 0);
    return { data: null, error: { message: e.message, status, code: e.code } };
  }
  return { data: null, error: { message: String(error), status: 0 } };
}

const extensions: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

/** Uploads the picture into the member's folder, then makes it an entry. */
export async function sendEntry(input: {
  userId: string;
  picture: Blob;
  title: string;
  pageId?: string;
}): Promise<Result<MyEntry>> {
  if (input.picture.size > MAX_UPLOAD_BYTES)
    return { data: null, error: { message: CONTEST_TEXT.tooBig, status: 413 } };
  try {
    const supabase = await client();
    const name = `${input.userId}/${crypto.randomUUID()}.${extensions[input.picture.type] ?? "jpg"}`;
    const up = await supabase.storage.from(ENTRIES_BUCKET).upload(name, input.picture, {
      contentType: input.picture.type || "application/octet-stream",
    });
    if (up.error) return failure(up.error);
    const entry = await supabase.rpc("contest_enter", {
      entry_path: name,
      title: input.title.trim() || null,
      page_id: input.pageId ?? null,
    });
    if (entry.error) {
      await supabase.storage.from(ENTRIES_BUCKET).remove([name]);
      return failure(entry.error);
    }
    // The sticker book hears of it; the bus loads here, not with every page that shows the contest.
    void import("../stickers/events").then((bus) => bus.reportStationEvent({ kind: "contest-entered" }));
    return { data: entry.data as MyEntry, error: null };
  } catch (error) {
    return failure(error);
  }
}

export async function myEntries(): Promise<Result<MyEntry[]>> {
  try {
    const supabase = await client();
    const { data, error } = await supabase
      .from("contest_entries")
      .select("id,title,page_id,state,winner,decline_reason,hidden,hidden_reason,entry_path,wall_path,created_at")
      .order("created_at", { ascending: false });
    return error ? failure(error) : { data: data as MyEntry[], error: null };
  } catch (error) {
    return failure(error);
  }
}

/** Short-lived links to private pictures, for the member's own entries and the moderators' queue. */
export async function signedPictures(paths: string[]): Promise<Record<string, string>> {
  if (paths.length === 0) return {};
  const supabase = await client();
  const { data } = await supabase.storage.from(ENTRIES_BUCKET).createSignedUrls(paths, 3600);
  const urls: Record<string, string> = {};
  for (const item of data ?? []) if (item.path && item.signedUrl) urls[item.path] = item.signedUrl;
  return urls;
}

/** The files first (their policies still see the entry as the member's), then the row. */
export async function withdrawEntry(entry: MyEntry): Promise<Result<true>> {
  try {
    const supabase = await client();
    if (entry.wall_path) {
      const wall = await supabase.storage.from(WALL_BUCKET).remove([entry.wall_path]);
      if (wall.error) return failure(wall.error);
    }
    const own = await supabase.storage.from(ENTRIES_BUCKET).remove([entry.entry_path]);
    if (own.error) return failure(own.error);
    const { error } = await supabase.rpc("contest_withdraw", { entry_id: entry.id });
    return error ? failure(error) : { data: true, error: null };
  } catch (error) {
    return failure(error);
  }
}

/** Before an account is deleted: its pictures go at once, not at the next sweep. */
export async function removeAllMyPictures(): Promise<void> {
  const mine = await myEntries();
  for (const entry of mine.data ?? []) await withdrawEntry(entry);
}

/** A moderator's queue, as its function answers it. */
async function queue<T>(fn: string): Promise<Result<T[]>> {
  try {
    const { data, error } = await (await client()).rpc(fn);
    return error ? failure(error) : { data: data as T[], error: null };
  } catch (error) {
    return failure(error);
  }
}

export const moderationQueue = () => queue<ModerationEntry>("contest_moderation");

async function call(fn: string, args: Record<string, unknown>): Promise<Result<true>> {
  try {
    const { error } = await (await client()).rpc(fn, args);
    return error ? failure(error) : { data: true, error: null };
  } catch (error) {
    return failure(error);
  }
}

/** Copies the picture to the public wall under a name that says nothing about the member, then approves. */
export async function approveEntry(entry: ModerationEntry): Promise<Result<true>> {
  try {
    const supabase = await client();
    const ext = entry.entry_path.split(".").pop() ?? "jpg";
    const wallPath = `${crypto.randomUUID()}.${ext}`;
    const copied = await supabase.storage
      .from(ENTRIES_BUCKET)
      .copy(entry.entry_path, wallPath, { destinationBucket: WALL_BUCKET });
    if (copied.error) return failure(copied.error);
    return call("contest_approve", { entry_id: entry.id, wall_path: wallPath });
  } catch (error) {
    return failure(error);
  }
}

export const declineEntry = (id: string, reason: string) => call("contest_decline", { entry_id: id, reason });
export const makeWinner = (id: string) => call("contest_make_winner", { entry_id: id });

export async function removeFromWall(id: string, reason: string): Promise<Result<true>> {
  try {
    const supabase = await client();
    const { data, error } = await supabase.rpc("contest_remove", { entry_id: id, reason });
    if (error) return failure(error);
    if (typeof data === "string") await supabase.storage.from(WALL_BUCKET).remove([data]);
    return { data: true, error: null };
  } catch (error) {
    return failure(error);
  }
}

// ---------------------------------------------------------------------------------------------
// Reports

/** Reports an entry on the wall; the answer says only whether it arrived. */
export const reportEntry = (entryId: string, reason: string, note: string) =>
  call("contest_report", { entry_id: entryId, reason, note: note.trim() || null });

export interface ReportedEntry {
  id: string;
  title: string | null;
  nickname: string;
  page_id: string | null;
  wall_path: string | null;
  entry_path: string;
  winner: boolean;
  hidden: "reports" | "moderator" | null;
  /** How many different members reported it; never who. */
  reporters: number;
  first_reported_at: string;
  reports: { reason: string; note: string | null; at: string }[];
}

export const reportQueue = () => queue<ReportedEntry>("contest_report_queue");

export const dismissReports = (id: string) => call("contest_dismiss_reports", { entry_id: id });
export const hideEntry = (id: string, reason: string) => call("contest_hide", { entry_id: id, reason });
export const resetNickname = (id: string, reason: string) =>
  call("moderation_reset_nickname", { entry_id: id, reason });
/** Puts an entry that reports or a moderator took off the wall back on it. */
export const restoreEntry = (id: string) => call("contest_restore", { entry_id: id });
/** The member's new title for their entry while it waits or is off the wall (the database checks it). */
export const retitleEntry = (id: string, title: string) =>
  call("contest_retitle", { entry_id: id, title: title.trim() || null });

/** The database's word on a title (watched words, personal details, links), or null. */
export async function checkTitle(title: string): Promise<string | null> {
  try {
    const { data, error } = await (await client()).rpc("title_problem", { title });
    return error ? null : ((data as string | null) ?? null);
  } catch {
    // Offline or the check failed: contest_enter checks again and says so.
    return null;
  }
}
