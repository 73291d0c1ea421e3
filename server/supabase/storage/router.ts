/**
 * /storage/v1: Supabase Storage's HTTP API as supabase-js's storage client uses it: buckets
 * (/bucket), objects (/object: upload, update, signed upload URLs, info, list, move, copy,
 * signed URLs, remove, download) and transformed pictures (/render/image).
 * Rows live in storage.objects and every caller's statement runs as the caller's role with the
 * caller's claims, so policies on storage.objects decide, as on hosted Supabase. Buckets that
 * take only pictures get them checked and re-encoded (images.ts) before anything is stored.
 * Each operation is a handler of its own (handlers/); this file picks one and shapes errors.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Caller } from "../core/caller.ts";
import type { Db } from "../core/db.ts";
import { answerPreflight, applyCors } from "../core/cors.ts";
import { isDiskFull } from "../core/disk-full.ts";
import { BodyTooLarge, pathOf, queryOf } from "../core/http.ts";
import type { StorageCall, StorageContext, StorageHandler } from "./context.ts";
import { fromDatabase, StorageError, storageErrors, sendStorageError } from "./errors.ts";
import { FileStore } from "./files.ts";
import { createBucket, deleteBucket, emptyBucket, getBucket, listBuckets, updateBucket } from "./handlers/buckets.ts";
import { copy } from "./handlers/copy.ts";
import { info } from "./handlers/info.ts";
import { list, listV2 } from "./handlers/list.ts";
import { move } from "./handlers/move.ts";
import { readAuthenticated, readPublic, readSigned } from "./handlers/read.ts";
import { remove } from "./handlers/remove.ts";
import { renderAuthenticated, renderPublic, renderSigned } from "./handlers/render.ts";
import { signMany, signOne } from "./handlers/sign.ts";
import { update, upload } from "./handlers/upload.ts";
import { createUploadUrl, uploadToUrl } from "./handlers/upload-url.ts";
import { identify, type StorageSettings } from "./request.ts";

export const STORAGE_PREFIX = "/storage/v1";

export interface StorageService {
  handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** Removes objects (rows, then files) with the server's own rights: for sweeps, not requests. */
  removeObjects(bucket: string, names: string[]): Promise<number>;
  /** At start: files without a row (an interrupted upload or delete) go. */
  sweep(): Promise<number>;
  files: FileStore;
}

/** The handler for a method and the path's parts under /storage/v1, and the parts it reads. */
function pick(method: string, parts: string[]): [StorageHandler, string[]] | undefined {
  const reading = method === "GET" || method === "HEAD";
  const [area, ...rest] = parts;
  if (area === "bucket") {
    if (rest.length === 0) return method === "POST" ? [createBucket, rest] : reading ? [listBuckets, rest] : undefined;
    if (rest.length === 2 && rest[1] === "empty" && method === "POST") return [emptyBucket, rest];
    if (rest.length !== 1) return undefined;
    if (reading) return [getBucket, rest];
    if (method === "PUT") return [updateBucket, rest];
    if (method === "DELETE") return [deleteBucket, rest];
    return undefined;
  }
  if (area === "render" && rest[0] === "image" && reading) {
    const [, kind, ...key] = rest;
    if (kind === "public") return [renderPublic, key];
    if (kind === "sign") return [renderSigned, key];
    if (kind === "authenticated") return [renderAuthenticated, key];
    return undefined;
  }
  if (area !== "object" || rest.length === 0) return undefined;
  const [first, ...after] = rest;
  if (reading && first === "public") return [readPublic, after];
  if (reading && first === "sign") return [readSigned, after];
  if (reading && first === "info") return [info, after];
  if (method === "POST" && first === "list" && after.length === 1) return [list, after];
  if (method === "POST" && first === "list-v2" && after.length === 1) return [listV2, after];
  if (method === "POST" && rest.length === 1 && first === "move") return [move, []];
  if (method === "POST" && rest.length === 1 && first === "copy") return [copy, []];
  if (first === "upload" && after[0] === "sign") {
    if (method === "POST") return [createUploadUrl, after.slice(1)];
    if (method === "PUT") return [uploadToUrl, after.slice(1)];
    return undefined;
  }
  if (method === "POST" && first === "sign" && rest.length === 2) return [signMany, after];
  if (method === "POST" && first === "sign") return [signOne, after];
  if (method === "DELETE" && rest.length === 1) return [remove, rest];
  if (method === "POST") return [upload, rest];
  if (method === "PUT") return [update, rest];
  if (reading) return [readAuthenticated, first === "authenticated" ? after : rest];
  return undefined;
}

export function createStorage(db: Db, settings: StorageSettings): StorageService {
  const ctx: StorageContext = { db, settings, files: new FileStore(settings.dataDir) };

  async function route(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? "GET";
    const query = queryOf(req);
    const path = pathOf(req).slice(STORAGE_PREFIX.length);
    const parts = path.split("/").filter(Boolean);
    let identified: Promise<Caller> | undefined;
    const caller = () => (identified ??= identify(req, query, settings));
    const picked = pick(method, parts);
    // Storage's words, with the path alone: a query string may carry a token.
    if (!picked) throw storageErrors.routeNotFound(method, pathOf(req));
    const [handler, handlerParts] = picked;
    const call: StorageCall = { req, res, query, parts: handlerParts, caller };
    await handler(ctx, call);
  }

  async function handler(req: IncomingMessage, res: ServerResponse): Promise<void> {
    applyCors(req, res);
    if (answerPreflight(req, res, "GET, HEAD, POST, PUT, DELETE, OPTIONS")) return;
    try {
      await route(req, res);
    } catch (error) {
      // Destroyed: the client went away mid-answer (a page left before its picture arrived), so
      // there is no one to answer and nothing went wrong here.
      if (res.headersSent || res.destroyed) return void res.destroy();
      if (error instanceof StorageError) return sendStorageError(req, res, error);
      if (error instanceof BodyTooLarge) return sendStorageError(req, res, storageErrors.tooLarge());
      if (error instanceof URIError) return sendStorageError(req, res, storageErrors.badKey("(malformed)"));
      if (isDiskFull(error)) return sendStorageError(req, res, storageErrors.full());
      const fromDb = fromDatabase(error);
      if (fromDb) return sendStorageError(req, res, fromDb);
      console.error(`storage ${req.method} ${pathOf(req)} failed:`, error instanceof Error ? error.stack : error);
      sendStorageError(req, res, storageErrors.internal());
    }
  }

  async function removeObjects(bucket: string, names: string[]): Promise<number> {
    if (names.length === 0) return 0;
    const deleted = await db.query<{ id: string }>(
      "delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning id::text as id",
      [bucket, names],
    );
    for (const row of deleted.rows) await ctx.files.remove(row.id);
    return deleted.rows.length;
  }

  return { handler, removeObjects, sweep: () => ctx.files.sweep(db), files: ctx.files };
}
