/**
 * GET and HEAD of an object: public URLs and signed URLs (opened by <img>, without keys) and the
 * authenticated route, which reads under the caller's policies.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { pipeline } from "node:stream/promises";
import { asCaller } from "../../core/caller.ts";
import { bucketOf, objectAsServer, type ObjectRow, type StorageContext, type StorageHandler } from "../context.ts";
import { storageErrors } from "../errors.ts";
import { splitKey } from "../names.ts";
import { verifyObjectUrl } from "../signed-urls.ts";

/** Streams the file: a picture on the public wall is read for every visitor, so it is not held whole. */
export async function serve(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  row: ObjectRow,
  cacheControl?: string,
) {
  const file = await ctx.files.openForReading(row.id);
  if (!file) throw storageErrors.notFound();
  try {
    const { size } = await file.stat();
    res.statusCode = 200;
    res.setHeader("Content-Type", row.metadata?.mimetype ?? "application/octet-stream");
    res.setHeader("Content-Length", size);
    res.setHeader("Cache-Control", cacheControl ?? row.metadata?.cacheControl ?? "no-cache");
    res.setHeader("ETag", `"${row.id}"`);
    // What is served is data, never a page: no sniffing, no scripts, usable from the site's origin.
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
    res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
    if (req.method === "HEAD") res.end();
    else await pipeline(file.createReadStream({ autoClose: false }), res);
  } finally {
    await file.close();
  }
}

export const readPublic: StorageHandler = async (ctx, call) => {
  const { bucket, name } = splitKey(call.parts);
  if (!(await bucketOf(ctx, bucket)).public) throw storageErrors.notFound();
  await serve(ctx, call.req, call.res, await objectAsServer(ctx, bucket, name));
};

export const readSigned: StorageHandler = async (ctx, call) => {
  const { bucket, name } = splitKey(call.parts);
  const token = call.query.get("token");
  if (!token) throw storageErrors.badSignature("Missing token");
  if (!(await verifyObjectUrl(ctx.settings.jwtSecret, `${bucket}/${name}`, token)))
    throw storageErrors.badSignature("The signature is invalid or has expired");
  await serve(ctx, call.req, call.res, await objectAsServer(ctx, bucket, name), "private, max-age=300");
};

export const readAuthenticated: StorageHandler = async (ctx, call) => {
  const caller = await call.caller();
  const { bucket, name } = splitKey(call.parts);
  await bucketOf(ctx, bucket);
  const found = await asCaller(ctx.db, caller, (tx) =>
    tx.query<ObjectRow>("select * from storage.objects where bucket_id = $1 and name = $2", [bucket, name]),
  );
  if (!found.rows[0]) throw storageErrors.notFound();
  await serve(ctx, call.req, call.res, found.rows[0], "private, no-cache");
};
