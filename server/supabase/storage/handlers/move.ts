/** POST /object/move: renames an object, into another bucket too, under the caller's update policies. */
import { asCaller } from "../../core/caller.ts";
import { sendJson } from "../../core/http.ts";
import { bucketOf, type StorageHandler } from "../context.ts";
import { storageErrors } from "../errors.ts";
import { checkName, jsonBody } from "../names.ts";

export const move: StorageHandler = async (ctx, call) => {
  const caller = await call.caller();
  const body = await jsonBody(call.req);
  const from = String(body.bucketId ?? "");
  const to = String(body.destinationBucket ?? from) || from;
  const sourceKey = checkName(String(body.sourceKey ?? ""));
  const destinationKey = checkName(String(body.destinationKey ?? ""));
  await bucketOf(ctx, from);
  await bucketOf(ctx, to);
  const moved = await asCaller(ctx.db, caller, (tx) =>
    tx.query(
      `update storage.objects set bucket_id = $3, name = $4, updated_at = now()
        where bucket_id = $1 and name = $2 returning id`,
      [from, sourceKey, to, destinationKey],
    ),
  );
  if (moved.rows.length === 0) throw storageErrors.notFound();
  sendJson(call.req, call.res, 200, { message: "Successfully moved" });
};
