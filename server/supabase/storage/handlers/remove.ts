/** DELETE /object/<bucket> with `prefixes`: the objects the caller may delete go, rows first. */
import { asCaller } from "../../core/caller.ts";
import { sendJson } from "../../core/http.ts";
import { bucketOf, type ObjectRow, type StorageHandler } from "../context.ts";
import { storageErrors } from "../errors.ts";
import { jsonBody } from "../names.ts";

export const remove: StorageHandler = async (ctx, call) => {
  const { req, res } = call;
  const caller = await call.caller();
  const bucket = decodeURIComponent(call.parts[0] ?? "");
  const body = await jsonBody(req);
  const prefixes = body.prefixes;
  if (!Array.isArray(prefixes) || !prefixes.every((p) => typeof p === "string") || prefixes.length > 1000)
    throw storageErrors.badRequest("prefixes must be a list of object names");
  await bucketOf(ctx, bucket);
  // Rows first: a crash before the files go leaves files without rows, which the sweep removes.
  const deleted = await asCaller(ctx.db, caller, (tx) =>
    tx.query<ObjectRow>("delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *", [
      bucket,
      prefixes,
    ]),
  );
  for (const row of deleted.rows) await ctx.files.remove(row.id);
  sendJson(
    req,
    res,
    200,
    deleted.rows.map((r) => ({
      name: r.name,
      bucket_id: r.bucket_id,
      owner: r.owner,
      id: r.id,
      updated_at: r.updated_at,
      created_at: r.created_at,
      last_accessed_at: r.last_accessed_at,
      metadata: r.metadata,
    })),
  );
};
