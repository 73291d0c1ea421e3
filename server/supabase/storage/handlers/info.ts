/** GET /object/info/[authenticated|public/]<bucket>/<name>: an object's details, as Storage answers them. */
import { asCaller } from "../../core/caller.ts";
import { sendJson } from "../../core/http.ts";
import { bucketOf, objectAsServer, type ObjectRow, type StorageHandler } from "../context.ts";
import { storageErrors } from "../errors.ts";
import { splitKey } from "../names.ts";

export const info: StorageHandler = async (ctx, call) => {
  const viaPublic = call.parts[0] === "public";
  const { bucket, name } = splitKey(viaPublic || call.parts[0] === "authenticated" ? call.parts.slice(1) : call.parts);
  const found = await bucketOf(ctx, bucket);
  let row: ObjectRow | undefined;
  if (found.public) row = await objectAsServer(ctx, bucket, name);
  else {
    if (viaPublic) throw storageErrors.bucketNotFound();
    const caller = await call.caller();
    const rows = await asCaller(ctx.db, caller, (tx) =>
      tx.query<ObjectRow>("select * from storage.objects where bucket_id = $1 and name = $2", [bucket, name]),
    );
    row = rows.rows[0];
  }
  if (!row) throw storageErrors.notFound();
  const meta = row.metadata ?? {};
  call.res.setHeader("ETag", meta.eTag ?? `"${row.id}"`);
  sendJson(call.req, call.res, 200, {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: meta.size ?? null,
    content_type: meta.mimetype ?? null,
    cache_control: meta.cacheControl ?? null,
    etag: meta.eTag ?? null,
    metadata: row.user_metadata ?? {},
    last_modified: row.updated_at,
    created_at: row.created_at,
  });
};
