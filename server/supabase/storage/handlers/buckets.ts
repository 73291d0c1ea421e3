/**
 * /bucket: list, get, create, update, empty and delete buckets, each under the caller's role.
 * storage.buckets has row level security and no policy for anon or authenticated, so only the
 * service role (which bypasses it) sees or changes buckets, as on a hosted project.
 */
import { asCaller } from "../../core/caller.ts";
import { sendJson } from "../../core/http.ts";
import type { StorageHandler } from "../context.ts";
import { storageErrors } from "../errors.ts";
import { jsonBody } from "../names.ts";

const COLUMNS =
  "id, name, owner, public, type, file_size_limit::float8 as file_size_limit, allowed_mime_types, created_at, updated_at";
const SORTABLE = new Set(["id", "name", "created_at", "updated_at"]);
const UNITS: Record<string, number> = { b: 1, kb: 1e3, mb: 1e6, gb: 1e9 };

/** Storage's bucket name rule. */
function checkBucketName(name: string): string {
  if (name.length === 0 || name.length > 100 || !/^[\w!\-.*'() &$@=;:+,?]+$/.test(name) || name.trim() !== name)
    throw storageErrors.badBucketName();
  return name;
}

/** A size as a number of bytes or a string such as "20mb" (units of 1000, as Storage reads them). */
export function sizeLimitOf(value: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "number" && Number.isInteger(value) && value >= 0) return value;
  const match = typeof value === "string" ? /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(value) : null;
  if (!match) throw storageErrors.badRequest("file_size_limit must be a number of bytes or a size such as 20mb");
  return Math.round(Number(match[1]) * UNITS[(match[2] ?? "b").toLowerCase()]!);
}

function mimeTypesOf(value: unknown): string[] | null {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value) || !value.every((t) => typeof t === "string" && t.length <= 255) || value.length > 100)
    throw storageErrors.badRequest("allowed_mime_types must be a list of types");
  const types = value.filter((t: string) => t !== "");
  return types.length > 0 ? types : null;
}

function bucketId(parts: string[]): string {
  return decodeURIComponent(parts[0] ?? "");
}

export const listBuckets: StorageHandler = async (ctx, call) => {
  const caller = await call.caller();
  const limit = Number(call.query.get("limit") ?? 1000);
  const offset = Number(call.query.get("offset") ?? 0);
  const column = call.query.get("sortColumn") ?? "name";
  const order = call.query.get("sortOrder") === "desc" ? "desc" : "asc";
  if (!SORTABLE.has(column) || !Number.isInteger(limit) || limit < 1 || !Number.isInteger(offset) || offset < 0)
    throw storageErrors.badRequest("limit, offset and sortColumn must be valid");
  const search = call.query.get("search") ?? "";
  const found = await asCaller(ctx.db, caller, (tx) =>
    tx.query(
      `select ${COLUMNS} from storage.buckets where name ilike '%' || $1 || '%'
        order by ${column} ${order} limit $2 offset $3`,
      [search.replace(/[\\%_]/g, (c) => `\\${c}`), Math.min(limit, 1000), offset],
    ),
  );
  sendJson(call.req, call.res, 200, found.rows);
};

export const getBucket: StorageHandler = async (ctx, call) => {
  const caller = await call.caller();
  const found = await asCaller(ctx.db, caller, (tx) =>
    tx.query(`select ${COLUMNS} from storage.buckets where id = $1`, [bucketId(call.parts)]),
  );
  if (!found.rows[0]) throw storageErrors.bucketNotFound();
  sendJson(call.req, call.res, 200, found.rows[0]);
};

export const createBucket: StorageHandler = async (ctx, call) => {
  const caller = await call.caller();
  const body = await jsonBody(call.req);
  if (typeof body.name !== "string") throw storageErrors.badRequest("body must have required property 'name'");
  const name = checkBucketName(body.name);
  const id = checkBucketName(typeof body.id === "string" && body.id !== "" ? body.id : name);
  const owner = (caller.claims.sub as string | undefined) ?? null;
  await asCaller(ctx.db, caller, (tx) =>
    tx.query(
      `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        id,
        name,
        owner,
        owner,
        body.public === true,
        sizeLimitOf(body.file_size_limit),
        mimeTypesOf(body.allowed_mime_types),
      ],
    ),
  );
  sendJson(call.req, call.res, 200, { name });
};

export const updateBucket: StorageHandler = async (ctx, call) => {
  const caller = await call.caller();
  const body = await jsonBody(call.req);
  const sets: string[] = [];
  const values: unknown[] = [bucketId(call.parts)];
  const set = (column: string, value: unknown) => {
    values.push(value);
    sets.push(`${column} = $${values.length}`);
  };
  if (typeof body.public === "boolean") set("public", body.public);
  if ("file_size_limit" in body) set("file_size_limit", sizeLimitOf(body.file_size_limit));
  if ("allowed_mime_types" in body) set("allowed_mime_types", mimeTypesOf(body.allowed_mime_types));
  if (sets.length === 0)
    throw storageErrors.badRequest("give at least one of public, file_size_limit and allowed_mime_types");
  const updated = await asCaller(ctx.db, caller, (tx) =>
    tx.query(`update storage.buckets set ${sets.join(", ")}, updated_at = now() where id = $1 returning id`, values),
  );
  if (!updated.rows[0]) throw storageErrors.bucketNotFound();
  sendJson(call.req, call.res, 200, { message: "Successfully updated" });
};

export const emptyBucket: StorageHandler = async (ctx, call) => {
  const caller = await call.caller();
  const id = bucketId(call.parts);
  // Rows first, under the caller's policies; then the files (the sweep removes any left by a crash).
  const deleted = await asCaller(ctx.db, caller, async (tx) => {
    const visible = await tx.query("select 1 from storage.buckets where id = $1 for update", [id]);
    if (!visible.rows[0]) throw storageErrors.bucketNotFound();
    return tx.query<{ id: string }>("delete from storage.objects where bucket_id = $1 returning id::text as id", [id]);
  });
  for (const row of deleted.rows) await ctx.files.remove(row.id);
  // Storage's words: its own emptying runs in the background; here it has already finished.
  sendJson(call.req, call.res, 200, { message: "Empty bucket has been queued. Completion may take up to an hour." });
};

export const deleteBucket: StorageHandler = async (ctx, call) => {
  const caller = await call.caller();
  const id = bucketId(call.parts);
  let deleted;
  try {
    deleted = await asCaller(ctx.db, caller, (tx) =>
      tx.query("delete from storage.buckets where id = $1 returning id", [id]),
    );
  } catch (error) {
    // The objects' foreign key: a bucket goes only once it is empty.
    if ((error as { code?: unknown }).code === "23503") throw storageErrors.bucketNotEmpty();
    throw error;
  }
  if (!deleted.rows[0]) throw storageErrors.bucketNotFound();
  sendJson(call.req, call.res, 200, { message: "Successfully deleted" });
};
