/**
 * The member's pictures in the account, through supabase-js's Storage and one function
 * (studio_my_pictures): the same calls work on the embedded service and on a hosted project, where
 * the bucket's policies decide. Bodies go as bytes with their type (not as a Blob, which
 * supabase-js would wrap in a form).
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { parseName, pictureName, PICTURES_BUCKET, thumbnailName, type Version } from "./names";

/** What a version's file holds: the studio's saved picture (history, colours, own colours) as it is. */
export interface StoredPicture {
  readonly v: 1;
  readonly page: string;
  readonly savedAt: number;
  readonly picture: unknown;
}

export interface PictureCloud {
  /** Every version the member keeps, all pages. */
  versions(): Promise<Version[]>;
  read(version: Version): Promise<StoredPicture>;
  write(version: Version, picture: unknown, thumbnail: Blob | null): Promise<void>;
  remove(page: string, rev: string): Promise<void>;
}

export class CloudError extends Error {}

export function supabaseCloud(
  supabase: SupabaseClient,
  member: string,
): PictureCloud & {
  thumbnailUrls(versions: readonly Version[]): Promise<Map<string, string>>;
} {
  const bucket = () => supabase.storage.from(PICTURES_BUCKET);
  const check = <T>(answer: { data: T; error: { message: string } | null }): T => {
    if (answer.error) throw new CloudError(answer.error.message);
    return answer.data;
  };
  return {
    async versions() {
      const rows = check(await supabase.rpc("studio_my_pictures")) as { name: string }[] | null;
      return (rows ?? []).map((r) => parseName(member, r.name)).filter((v): v is Version => v !== null);
    },
    async read(version) {
      const blob = check(await bucket().download(pictureName(member, version.page, version.rev)));
      if (!blob) throw new CloudError("no picture");
      const stored = JSON.parse(await blob.text()) as StoredPicture;
      if (stored?.v !== 1 || stored.page !== version.page) throw new CloudError("not a studio picture");
      return stored;
    },
    async write(version, picture, thumbnail) {
      const stored: StoredPicture = { v: 1, page: version.page, savedAt: version.savedAt, picture };
      // The thumbnail first: a version listed is one whose picture is whole.
      if (thumbnail) {
        const bytes = new Uint8Array(await thumbnail.arrayBuffer());
        await bucket()
          .upload(thumbnailName(member, version.page, version.rev), bytes, { contentType: "image/png" })
          .catch(() => undefined);
      }
      check(
        await bucket().upload(
          pictureName(member, version.page, version.rev),
          new TextEncoder().encode(JSON.stringify(stored)),
          { contentType: "application/json" },
        ),
      );
    },
    async remove(page, rev) {
      check(await bucket().remove([pictureName(member, page, rev), thumbnailName(member, page, rev)]));
    },
    async thumbnailUrls(versions) {
      const names = versions.map((v) => thumbnailName(member, v.page, v.rev));
      const urls = new Map<string, string>();
      if (names.length === 0) return urls;
      const signed = check(await bucket().createSignedUrls(names, 3600));
      for (const s of signed ?? []) {
        const v = parseName(member, (s.path ?? "").replace(/\.png$/, ".json"));
        if (v && s.signedUrl) urls.set(`${v.page}.${v.rev}`, s.signedUrl);
      }
      return urls;
    },
  };
}

/** Everything the member keeps, for their data export and for deleting the account. */
export async function allStoredNames(supabase: SupabaseClient): Promise<string[]> {
  const { data, error } = await supabase.rpc("studio_my_pictures");
  if (error) throw new CloudError(error.message);
  return ((data ?? []) as { name: string }[]).map((r) => r.name);
}

export async function removeAllStudioPictures(supabase: SupabaseClient): Promise<void> {
  const names = await allStoredNames(supabase);
  if (names.length > 0) await supabase.storage.from(PICTURES_BUCKET).remove(names);
}
