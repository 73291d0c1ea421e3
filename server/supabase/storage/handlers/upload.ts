/**
 * POST /object/<bucket>/<name> (a new object; with `x-upsert: true` it may replace one) and
 * PUT /object/<bucket>/<name> (replaces an existing object), under the caller's policies.
 */
import { headerValue, sendJson } from "../../core/http.ts";
import type { StorageHandler } from "../context.ts";
import { splitKey } from "../names.ts";
import { writeObject } from "../write.ts";

export const upload: StorageHandler = async (ctx, call) => {
  const caller = await call.caller();
  const { bucket, name } = splitKey(call.parts);
  const mode = headerValue(call.req, "x-upsert") === "true" ? "upsert" : "insert";
  const written = await writeObject(ctx, call.req, caller, { bucket, name, mode });
  sendJson(call.req, call.res, 200, { Id: written.id, Key: written.key });
};

export const update: StorageHandler = async (ctx, call) => {
  const caller = await call.caller();
  const { bucket, name } = splitKey(call.parts);
  const written = await writeObject(ctx, call.req, caller, { bucket, name, mode: "update" });
  sendJson(call.req, call.res, 200, { Id: written.id, Key: written.key });
};
