/**
 * POST /object/list/<bucket> (one folder's files and subfolders, Storage's `search`) and
 * POST /object/list-v2/<bucket> (names under a prefix, with folders, a cursor and a sort), both
 * under the caller's policies: a member lists only what they may read.
 */
import { asCaller } from "../../core/caller.ts";
import { sendJson } from "../../core/http.ts";
import { bucketOf, type StorageHandler } from "../context.ts";
import { storageErrors } from "../errors.ts";
import { jsonBody } from "../names.ts";

const COLUMNS = new Set(["name", "created_at", "updated_at", "last_accessed_at"]);

interface Row {
  id: string;
  name: string;
  bucket_id: string;
  metadata: unknown;
  user_metadata: unknown;
  version: string | null;
  owner: string | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

function whole(value: unknown, fallback: number, max: number): number {
  const n = Number(value ?? fallback);
  if (!Number.isInteger(n) || n < 0) throw storageErrors.badRequest("limit and offset must be whole numbers");
  return Math.min(n, max);
}

function sortOf(body: Record<string, unknown>): { column: string; order: "asc" | "desc" } {
  const sort = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const column = typeof sort.column === "string" && COLUMNS.has(sort.column) ? sort.column : "name";
  return { column, order: String(sort.order).toLowerCase() === "desc" ? "desc" : "asc" };
}

function likePrefix(prefix: string): string {
  return prefix.replace(/[\\%_]/g, (c) => `\\${c}`) + "%";
}

export const list: StorageHandler = async (ctx, call) => {
  const caller = await call.caller();
  const bucket = decodeURIComponent(call.parts[0] ?? "");
  const body = await jsonBody(call.req);
  let prefix = typeof body.prefix === "string" ? body.prefix : "";
  if (prefix !== "" && !prefix.endsWith("/")) prefix += "/";
  const search = typeof body.search === "string" ? body.search : "";
  const limit = whole(body.limit, 100, 1000);
  const offset = whole(body.offset, 0, 1_000_000);
  const { column, order } = sortOf(body);
  await bucketOf(ctx, bucket);
  const found = await asCaller(ctx.db, caller, (tx) =>
    tx.query<Row>("select * from storage.objects where bucket_id = $1 and name like $2 order by name", [
      bucket,
      likePrefix(prefix + search),
    ]),
  );
  // One entry per file directly in the folder, and one per subfolder (id null), as Storage answers.
  const entries = new Map<string, Record<string, unknown>>();
  for (const row of found.rows) {
    const rest = row.name.slice(prefix.length);
    const slash = rest.indexOf("/");
    if (slash === -1) entries.set(rest, { ...entry(row), name: rest });
    else if (!entries.has(rest.slice(0, slash)))
      entries.set(rest.slice(0, slash), {
        name: rest.slice(0, slash),
        id: null,
        updated_at: null,
        created_at: null,
        last_accessed_at: null,
        metadata: null,
      });
  }
  const sorted = [...entries.values()].sort((a, b) => {
    const x = String(a[column] ?? ""),
      y = String(b[column] ?? "");
    const by = x < y ? -1 : x > y ? 1 : String(a.name) < String(b.name) ? -1 : 1;
    return order === "desc" ? -by : by;
  });
  sendJson(call.req, call.res, 200, sorted.slice(offset, offset + limit));
};

function entry(row: Row) {
  return {
    name: row.name,
    id: row.id,
    updated_at: row.updated_at,
    created_at: row.created_at,
    last_accessed_at: row.last_accessed_at,
    metadata: row.metadata,
    user_metadata: row.user_metadata,
  };
}

interface Cursor {
  after: string;
  value?: string;
  /** The folder the last entry was, whose other names are not listed again. */
  folder?: string;
}

export const listV2: StorageHandler = async (ctx, call) => {
  const caller = await call.caller();
  const bucket = decodeURIComponent(call.parts[0] ?? "");
  const body = await jsonBody(call.req);
  const prefix = typeof body.prefix === "string" ? body.prefix : "";
  const limit = Math.max(1, whole(body.limit, 1000, 1000));
  const delimited = body.with_delimiter === true;
  const { column, order } = sortOf(body);
  let cursor: Cursor | undefined;
  if (typeof body.cursor === "string" && body.cursor !== "") {
    try {
      cursor = JSON.parse(Buffer.from(body.cursor, "base64url").toString("utf8")) as Cursor;
    } catch {
      throw storageErrors.badRequest("The cursor is not one this server gave");
    }
  }
  await bucketOf(ctx, bucket);
  const dir = order === "desc" ? "desc" : "asc";
  const found = await asCaller(ctx.db, caller, (tx) =>
    tx.query<Row>(
      `select * from storage.objects where bucket_id = $1 and name like $2 order by ${column} ${dir}, name ${dir}`,
      [bucket, likePrefix(prefix)],
    ),
  );
  const folders: Record<string, unknown>[] = [];
  const objects: Record<string, unknown>[] = [];
  const seen = new Set<string>(cursor?.folder ? [cursor.folder] : []);
  let passed = cursor === undefined;
  let last: Cursor | undefined;
  let hasNext = false;
  for (const row of found.rows) {
    const value = column === "name" ? row.name : new Date(row[column as keyof Row] as string).toISOString();
    if (!passed) {
      if (row.name === cursor!.after && (cursor!.value === undefined || cursor!.value === value)) passed = true;
      continue;
    }
    const slash = delimited ? row.name.indexOf("/", prefix.length) : -1;
    const folder = slash === -1 ? undefined : row.name.slice(0, slash + 1);
    if (folder !== undefined && seen.has(folder)) continue;
    if (folders.length + objects.length === limit) {
      hasNext = true;
      break;
    }
    if (folder !== undefined) {
      seen.add(folder);
      folders.push({ key: folder.slice(0, -1), name: folder });
    } else objects.push({ ...entry(row), key: row.name, bucket_id: row.bucket_id, version: row.version });
    last = { after: row.name, value, folder };
  }
  const nextCursor = hasNext && last ? Buffer.from(JSON.stringify(last)).toString("base64url") : undefined;
  sendJson(call.req, call.res, 200, {
    hasNext,
    nextCursor,
    nextCursorKey: hasNext ? last?.after : undefined,
    folders,
    objects,
  });
};
