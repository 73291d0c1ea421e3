/** What every storage handler gets: the service's parts, and the request being answered. */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Db } from "../core/db.ts";
import type { Caller } from "../core/caller.ts";
import { storageErrors } from "./errors.ts";
import type { FileStore } from "./files.ts";
import type { StorageSettings } from "./request.ts";

export interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  metadata: { mimetype?: string; size?: number; cacheControl?: string; eTag?: string } | null;
  user_metadata: Record<string, unknown> | null;
  version: string | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

export interface StorageContext {
  db: Db;
  settings: StorageSettings;
  files: FileStore;
}

export interface StorageCall {
  req: IncomingMessage;
  res: ServerResponse;
  query: URLSearchParams;
  /** The path's parts after /object/<route>. */
  parts: string[];
  /** Who is asking (identify() in request.ts); routes opened by <img> have none. */
  caller(): Promise<Caller>;
}

export type StorageHandler = (ctx: StorageContext, call: StorageCall) => Promise<void>;

export async function bucketOf(ctx: StorageContext, id: string): Promise<Bucket> {
  const found = await ctx.db.query<Bucket>(
    "select id, public, file_size_limit::float8 as file_size_limit, allowed_mime_types from storage.buckets where id = $1",
    [id],
  );
  const bucket = found.rows[0];
  if (!bucket) throw storageErrors.bucketNotFound();
  return bucket;
}

/** The row with the server's own rights: for public and signed URLs, whose checks were made already. */
export async function objectAsServer(ctx: StorageContext, bucket: string, name: string): Promise<ObjectRow> {
  const found = await ctx.db.query<ObjectRow>("select * from storage.objects where bucket_id = $1 and name = $2", [
    bucket,
    name,
  ]);
  const row = found.rows[0];
  if (!row) throw storageErrors.notFound();
  return row;
}
