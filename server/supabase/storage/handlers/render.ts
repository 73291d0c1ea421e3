/**
 * /render/image/public|sign|authenticated/<bucket>/<name>: a picture transformed (transform.ts).
 * Who may read it is decided as for the object itself: a public bucket, a signed URL (whose token
 * carries the transformations it was signed for) or the caller's policies.
 */
import { asCaller } from "../../core/caller.ts";
import { headerValue } from "../../core/http.ts";
import { bucketOf, objectAsServer, type ObjectRow, type StorageContext, type StorageHandler } from "../context.ts";
import type { StorageCall } from "../context.ts";
import { storageErrors } from "../errors.ts";
import { splitKey } from "../names.ts";
import { verifyObjectUrl } from "../signed-urls.ts";
import { render, transformationsHeader, transformFromToken, transformOf, type TransformOptions } from "../transform.ts";

async function answer(
  ctx: StorageContext,
  call: StorageCall,
  row: ObjectRow,
  options: TransformOptions,
  cacheControl: string,
) {
  const input = await ctx.files.read(row.id);
  if (!input) throw storageErrors.notFound();
  const out = await render(row.id, input, options, headerValue(call.req, "accept"));
  const { res } = call;
  res.statusCode = 200;
  res.setHeader("Content-Type", out.contentType);
  res.setHeader("Content-Length", out.bytes.byteLength);
  res.setHeader("Cache-Control", cacheControl);
  res.setHeader("Vary", "Accept");
  const applied = transformationsHeader(options);
  if (applied) res.setHeader("X-Transformations", applied);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
  res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
  res.end(call.req.method === "HEAD" ? undefined : out.bytes);
}

export const renderPublic: StorageHandler = async (ctx, call) => {
  const { bucket, name } = splitKey(call.parts);
  const options = transformOf(call.query);
  if (!(await bucketOf(ctx, bucket)).public) throw storageErrors.bucketNotFound();
  const row = await objectAsServer(ctx, bucket, name);
  await answer(ctx, call, row, options, row.metadata?.cacheControl ?? "max-age=3600");
};

export const renderSigned: StorageHandler = async (ctx, call) => {
  const { bucket, name } = splitKey(call.parts);
  const token = call.query.get("token");
  if (!token) throw storageErrors.badSignature("Missing token");
  const signed = await verifyObjectUrl(ctx.settings.jwtSecret, `${bucket}/${name}`, token);
  if (!signed) throw storageErrors.badSignature("The signature is invalid or has expired");
  const options = signed.transformations ? transformFromToken(signed.transformations) : transformOf(call.query);
  await answer(ctx, call, await objectAsServer(ctx, bucket, name), options, "private, max-age=300");
};

export const renderAuthenticated: StorageHandler = async (ctx, call) => {
  const caller = await call.caller();
  const { bucket, name } = splitKey(call.parts);
  const options = transformOf(call.query);
  await bucketOf(ctx, bucket);
  const found = await asCaller(ctx.db, caller, (tx) =>
    tx.query<ObjectRow>("select * from storage.objects where bucket_id = $1 and name = $2", [bucket, name]),
  );
  if (!found.rows[0]) throw storageErrors.notFound();
  await answer(ctx, call, found.rows[0], options, "private, no-cache");
};
