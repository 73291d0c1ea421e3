/**
 * What the account page does with the member's studio pictures: list them (the newest version of
 * each page is the picture, older ones are kept copies), send what this browser changed offline,
 * take a visitor's pictures into the account, continue a kept copy, remove one, and read them all
 * for the data export.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { pagesInProgress } from "../saved";
import { supabaseCloud } from "./cloud";
import { adopt, localState, takePicture, markChanged, visitorPictures } from "./local";
import { newestFirst, type Version } from "./names";
import { syncPage } from "./sync";

export interface KeptPicture extends Version {
  /** An older version of a page that has a newer one: a side of a conflict, or one set aside. */
  readonly copy: boolean;
  readonly thumbnail: string | null;
}

export async function listPictures(supabase: SupabaseClient, member: string): Promise<KeptPicture[]> {
  const cloud = supabaseCloud(supabase, member);
  const versions = (await cloud.versions()).sort(newestFirst);
  const urls = await cloud.thumbnailUrls(versions).catch(() => new Map<string, string>());
  const seen = new Set<string>();
  return versions.map((v) => {
    const copy = seen.has(v.page);
    seen.add(v.page);
    return { ...v, copy, thumbnail: urls.get(`${v.page}.${v.rev}`) ?? null };
  });
}

/** Sends this browser's unsent changes to the member's pictures (made offline, the page closed). */
export async function sendUnsent(supabase: SupabaseClient, member: string): Promise<void> {
  const cloud = supabaseCloud(supabase, member);
  for (const page of pagesInProgress()) {
    const state = localState(page);
    if (state.owner === member && state.dirty) await syncPage(page, { member, cloud, sendOnly: true });
  }
}

/** Pages whose picture in this browser was coloured before signing in. */
export const picturesToOffer = () => visitorPictures(pagesInProgress());

export async function keepInAccount(supabase: SupabaseClient, member: string, pages: readonly string[]) {
  const cloud = supabaseCloud(supabase, member);
  for (const page of pages) {
    adopt(page, member);
    await syncPage(page, { member, cloud, sendOnly: true });
  }
}

/**
 * A kept copy becomes the picture in this browser, as a change made now: the studio's sync sends
 * it, and the version it replaces becomes a kept copy in turn.
 */
export async function continueCopy(supabase: SupabaseClient, member: string, version: Version): Promise<void> {
  const stored = await supabaseCloud(supabase, member).read(version);
  takePicture(version.page, member, version.rev, version.savedAt, stored.picture);
  markChanged(version.page);
}

export const removeVersion = (supabase: SupabaseClient, member: string, version: Version) =>
  supabaseCloud(supabase, member).remove(version.page, version.rev);

/** Every kept picture with what it holds, for 'Download my data'. */
export async function exportPictures(supabase: SupabaseClient, member: string) {
  const cloud = supabaseCloud(supabase, member);
  const pictures = await listPictures(supabase, member);
  const out = [];
  for (const p of pictures) {
    const stored = await cloud.read(p);
    out.push({
      page_id: p.page,
      version: p.rev,
      changed_at: new Date(p.savedAt).toISOString(),
      kept_copy: p.copy,
      picture: stored.picture,
    });
  }
  return out;
}
