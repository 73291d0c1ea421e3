/**
 * Writing an object: the bytes checked against the bucket's size and types, pictures re-encoded
 * (images.ts) in buckets that take only pictures, the file written before its row, and the row
 * inserted, replaced (upsert) or updated under the caller's role, so policies decide. A replaced
 * object's old file goes once its row no longer names it.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { asCaller, type Caller } from "../core/caller.ts";
import type { Tx } from "../core/db.ts";
import { bucketOf, type Bucket, type StorageContext } from "./context.ts";
import { storageErrors } from "./errors.ts";
import { cleanImage, IMAGE_TYPES } from "./images.ts";
import { uploadedBytes } from "./names.ts";

export type WriteMode = "insert" | "upsert" | "update";

function typeAllowed(bucket: Bucket, contentType: string): boolean {
  if (!bucket.allowed_mime_types?.length) return true;
  const essence = contentType.split(";")[0]!.trim().toLowerCase();
  return bucket.allowed_mime_types.some((allowed) => {
    const rule = allowed.toLowerCase();
    return rule.endsWith("/*") ? essence.startsWith(rule.slice(0, -1)) : essence === rule;
  });
}

function onlyPictures(bucket: Bucket): boolean {
  const types = bucket.allowed_mime_types;
  return types !== null && types.length > 0 && types.every((t) => (IMAGE_TYPES as readonly string[]).includes(t));
}

export interface Written {
  id: string;
  key: string;
}

/**
 * Reads the request's file and stores it as `<bucket>/<name>`. `owner` is the row's owner: the
 * caller's own id, or the signer's for an upload through a signed upload URL.
 */
export async function writeObject(
  ctx: StorageContext,
  req: IncomingMessage,
  caller: Caller,
  target: { bucket: string; name: string; mode: WriteMode; owner?: string | null },
): Promise<Written> {
  const bucket = await bucketOf(ctx, target.bucket);
  const limit = Math.min(bucket.file_size_limit ?? ctx.settings.maxUploadBytes, ctx.settings.maxUploadBytes);
  const upload = await uploadedBytes(req, limit);
  // In a bucket of pictures, a file not declared as a picture (a Blob without a type, a Buffer
  // sent as supabase-js's default text/plain) is judged by its bytes below instead.
  const byBytes = onlyPictures(bucket) && !upload.contentType.toLowerCase().startsWith("image/");
  if (!byBytes && !typeAllowed(bucket, upload.contentType))
    throw storageErrors.mimeType(`mime type ${upload.contentType.split(";")[0]!.trim()} is not supported`);
  let stored: Uint8Array = upload.bytes;
  let mimetype = upload.contentType;
  if (onlyPictures(bucket)) {
    const clean = await cleanImage(upload.bytes);
    stored = clean.bytes;
    mimetype = clean.contentType;
  }
  const id = await ctx.files.put(stored);
  const metadata = JSON.stringify({
    // As hosted Storage (S3) gives for one-piece uploads: the MD5 of the bytes, so the database
    // can tell the same picture sent twice.
    eTag: `"${createHash("md5").update(stored).digest("hex")}"`,
    size: stored.byteLength,
    mimetype,
    cacheControl: upload.cacheControl ?? "max-age=3600",
    lastModified: new Date().toISOString(),
    contentLength: stored.byteLength,
    httpStatusCode: 200,
  });
  const owner = target.owner === undefined ? ((caller.claims.sub as string | undefined) ?? null) : target.owner;
  const values = [id, target.bucket, target.name, owner, owner, metadata, JSON.stringify(upload.userMetadata)];
  let replaced: string | undefined;
  try {
    replaced = await asCaller(ctx.db, caller, async (tx) => {
      const existing =
        target.mode === "insert"
          ? undefined
          : (
              await tx.query<{ id: string }>(
                "select id::text as id from storage.objects where bucket_id = $1 and name = $2 for update",
                [target.bucket, target.name],
              )
            ).rows[0];
      if (existing) {
        await replace(tx, values);
        return existing.id;
      }
      if (target.mode === "update") throw storageErrors.notFound();
      await tx.query(
        `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        values,
      );
      return undefined;
    });
  } catch (error) {
    await ctx.files.remove(id);
    throw error;
  }
  if (replaced) await ctx.files.remove(replaced);
  return { id, key: `${target.bucket}/${target.name}` };
}

async function replace(tx: Tx, values: unknown[]): Promise<void> {
  const updated = await tx.query(
    `update storage.objects
        set id = $1, owner = $4, owner_id = $5, metadata = $6, user_metadata = $7,
            version = gen_random_uuid()::text, updated_at = now(), last_accessed_at = now()
      where bucket_id = $2 and name = $3`,
    values,
  );
  // Visible but not writable under the caller's policies.
  if (updated.affectedRows === 0) throw storageErrors.unauthorized();
}
