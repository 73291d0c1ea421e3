/**
 * /storage/v1: the part of Supabase Storage's HTTP API that supabase-js's `storage.from(bucket)`
 * sends for upload(), copy(), createSignedUrl(), remove(), download() and getPublicUrl() URLs.
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
import { copy } from "./handlers/copy.ts";
import { readAuthenticated, readPublic, readSigned } from "./handlers/read.ts";
import { remove } from "./handlers/remove.ts";
import { signMany, signOne } from "./handlers/sign.ts";
import { upload } from "./handlers/upload.ts";
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

/** The handler for a method and the path's parts after /object, and the parts it reads. */
function pick(method: string, rest: string[]): [StorageHandler, string[]] | undefined {
  const reading = method === "GET" || method === "HEAD";
  if (reading && rest[0] === "public") return [readPublic, rest.slice(1)];
  if (reading && rest[0] === "sign") return [readSigned, rest.slice(1)];
  if (method === "POST" && rest.length === 1 && rest[0] === "copy") return [copy, []];
  if (method === "POST" && rest[0] === "sign" && rest.length === 2) return [signMany, rest.slice(1)];
  if (method === "POST" && rest[0] === "sign") return [signOne, rest.slice(1)];
  if (method === "DELETE" && rest.length === 1) return [remove, rest];
  if (method === "POST") return [upload, rest];
  if (reading) return [readAuthenticated, rest[0] === "authenticated" ? rest.slice(1) : rest];
  return undefined;
}

export function createStorage(db: Db, settings: StorageSettings): StorageService {
  const ctx: StorageContext = { db, settings, files: new FileStore(settings.dataDir) };

  async function route(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? "GET";
    const query = queryOf(req);
    const parts = pathOf(req).slice(STORAGE_PREFIX.length).split("/").filter(Boolean);
    if (parts[0] !== "object") throw new StorageError(404, "not_found", "Route not found");
    let identified: Promise<Caller> | undefined;
    const caller = () => (identified ??= identify(req, query, settings));
    const picked = pick(method, parts.slice(1));
    if (!picked) {
      await caller();
      throw storageErrors.method(method);
    }
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
      if (error instanceof BodyTooLarge)
        return sendStorageError(req, res, storageErrors.tooLarge(settings.maxUploadBytes));
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
