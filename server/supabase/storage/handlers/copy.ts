/** POST /object/copy: an independent object with the same bytes. */
import { asCaller } from "../../core/caller.ts";
import { sendJson } from "../../core/http.ts";
import { bucketOf, type ObjectRow, type StorageHandler } from "../context.ts";
import { storageErrors } from "../errors.ts";
import { checkName, jsonBody } from "../names.ts";

export const copy: StorageHandler = async (ctx, call) => {
  const { req, res } = call;
  const caller = await call.caller();
  const body = await jsonBody(req);
  const from = String(body.bucketId ?? "");
  const to = String(body.destinationBucket ?? from);
  const sourceKey = checkName(String(body.sourceKey ?? ""));
  const destinationKey = checkName(String(body.destinationKey ?? ""));
  await bucketOf(ctx, from);
  await bucketOf(ctx, to);
  const source = await asCaller(ctx.db, caller, (tx) =>
    tx.query<ObjectRow>("select * from storage.objects where bucket_id = $1 and name = $2", [from, sourceKey]),
  );
  const row = source.rows[0];
  if (!row) throw storageErrors.notFound();
  const id = await ctx.files.duplicate(row.id);
  try {
    await asCaller(ctx.db, caller, (tx) =>
      tx.query(
        `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata)
         values ($1, $2, $3, $4, $5, $6)`,
        [id, to, destinationKey, caller.claims.sub ?? null, caller.claims.sub ?? null, JSON.stringify(row.metadata)],
      ),
    );
  } catch (error) {
    await ctx.files.remove(id);
    throw error;
  }
  sendJson(req, res, 200, { Id: id, Key: `${to}/${destinationKey}` });
};
