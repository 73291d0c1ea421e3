/** POST /object/<bucket>/<name>: a new object, its bytes checked against the bucket's rules. */
import { asCaller } from "../../core/caller.ts";
import { headerValue, sendJson } from "../../core/http.ts";
import { bucketOf, type StorageHandler } from "../context.ts";
import { storageErrors } from "../errors.ts";
import { cleanImage, IMAGE_TYPES } from "../images.ts";
import { splitKey, uploadedBytes } from "../names.ts";

export const upload: StorageHandler = async (ctx, call) => {
  const { req, res } = call;
  const caller = await call.caller();
  const { bucket: bucketId, name } = splitKey(call.parts);
  const bucket = await bucketOf(ctx, bucketId);
  if (headerValue(req, "x-upsert") === "true")
    throw storageErrors.badRequest("Replacing an object is not offered here");
  const limit = Math.min(bucket.file_size_limit ?? ctx.settings.maxUploadBytes, ctx.settings.maxUploadBytes);
  const { bytes, cacheControl } = await uploadedBytes(req, limit);
  let stored: Uint8Array = bytes;
  let mimetype = headerValue(req, "content-type")?.split(";")[0]?.trim() || "application/octet-stream";
  const onlyPictures =
    bucket.allowed_mime_types !== null &&
    bucket.allowed_mime_types.length > 0 &&
    bucket.allowed_mime_types.every((t) => (IMAGE_TYPES as readonly string[]).includes(t));
  if (onlyPictures) {
    const clean = await cleanImage(bytes);
    stored = clean.bytes;
    mimetype = clean.contentType;
  } else if (bucket.allowed_mime_types?.length && !bucket.allowed_mime_types.includes(mimetype)) {
    throw storageErrors.mimeType(`mime type ${mimetype} is not supported`);
  }
  const id = await ctx.files.put(stored);
  const metadata = {
    eTag: `"${id}"`,
    size: stored.byteLength,
    mimetype,
    cacheControl: cacheControl ?? "max-age=3600",
    lastModified: new Date().toISOString(),
    contentLength: stored.byteLength,
    httpStatusCode: 200,
  };
  try {
    await asCaller(ctx.db, caller, (tx) =>
      tx.query(
        `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata)
         values ($1, $2, $3, $4, $5, $6)`,
        [id, bucketId, name, caller.claims.sub ?? null, caller.claims.sub ?? null, JSON.stringify(metadata)],
      ),
    );
  } catch (error) {
    await ctx.files.remove(id);
    throw error;
  }
  sendJson(req, res, 200, { Id: id, Key: `${bucketId}/${name}` });
};
