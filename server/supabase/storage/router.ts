/**
 * /storage/v1: the part of Supabase Storage's HTTP API that supabase-js's `storage.from(bucket)`
 * sends for upload(), copy(), createSignedUrl(), remove(), download() and getPublicUrl() URLs.
 * Rows live in storage.objects and every caller's statement runs as the caller's role with the
 * caller's claims, so policies on storage.objects decide, as on hosted Supabase. Buckets that
 * take only pictures get them checked and re-encoded (images.ts) before anything is stored.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pipeline } from "node:stream/promises";
import { asCaller, type Caller } from "../core/caller.ts";
import type { Db } from "../core/db.ts";
import { answerPreflight, applyCors } from "../core/cors.ts";
import { isDiskFull } from "../core/disk-full.ts";
import { BodyTooLarge, headerValue, pathOf, queryOf, readBody, sendJson } from "../core/http.ts";
import { fromDatabase, StorageError, storageErrors, sendStorageError } from "./errors.ts";
import { FileStore } from "./files.ts";
import { cleanImage, IMAGE_TYPES } from "./images.ts";
import { identify, type StorageSettings } from "./request.ts";
import { signObjectUrl, verifyObjectUrl } from "./signed-urls.ts";

export const STORAGE_PREFIX = "/storage/v1";
const MAX_SIGNED_SECONDS = 7 * 24 * 3600;

interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  metadata: { mimetype?: string; size?: number; cacheControl?: string; eTag?: string } | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

/** Storage's key rule: no empty or dot segments, printable characters only. */
function checkName(name: string): string {
  const ok =
    name.length > 0 &&
    name.length <= 1024 &&
    /^[\w!\-.*'() &$@=;:+,?/]+$/.test(name) &&
    name.split("/").every((part) => part !== "" && part !== "." && part !== "..");
  if (!ok) throw storageErrors.badKey(name);
  return name;
}

function splitKey(parts: string[]): { bucket: string; name: string } {
  const [bucket, ...rest] = parts.map((p) => decodeURIComponent(p));
  if (!bucket || rest.length === 0) throw storageErrors.notFound();
  return { bucket, name: checkName(rest.join("/")) };
}

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = (await readBody(req, 64 * 1024)).toString("utf8");
  try {
    const value = JSON.parse(text === "" ? "{}" : text) as unknown;
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw storageErrors.badRequest("The body must be a JSON object");
}

/** The file of an upload: the raw body, or the first file of a multipart form (supabase-js's Blob path). */
async function uploadedBytes(
  req: IncomingMessage,
  limit: number,
): Promise<{ bytes: Uint8Array; cacheControl?: string }> {
  const type = headerValue(req, "content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    const bytes = await readBody(req, limit);
    return { bytes, cacheControl: headerValue(req, "cache-control") };
  }
  // The form's own boundaries and fields come on top of the file.
  const raw = await readBody(req, limit + 64 * 1024);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(raw), { headers: { "content-type": type } }).formData();
  } catch {
    throw storageErrors.badRequest("The form could not be read");
  }
  const file = [...form.values()].find((v): v is File => typeof v !== "string");
  if (!file) throw storageErrors.badRequest("The form has no file");
  if (file.size > limit) throw new BodyTooLarge();
  const cacheControl = form.get("cacheControl");
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    cacheControl: typeof cacheControl === "string" ? `max-age=${cacheControl}` : undefined,
  };
}

export interface StorageService {
  handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** Removes objects (rows, then files) with the server's own rights: for sweeps, not requests. */
  removeObjects(bucket: string, names: string[]): Promise<number>;
  /** At start: files without a row (an interrupted upload or delete) go. */
  sweep(): Promise<number>;
  files: FileStore;
}

export function createStorage(db: Db, settings: StorageSettings): StorageService {
  const files = new FileStore(settings.dataDir);

  async function bucketOf(id: string): Promise<Bucket> {
    const found = await db.query<Bucket>(
      "select id, public, file_size_limit::float8 as file_size_limit, allowed_mime_types from storage.buckets where id = $1",
      [id],
    );
    const bucket = found.rows[0];
    if (!bucket) throw storageErrors.bucketNotFound();
    return bucket;
  }

  async function upload(req: IncomingMessage, res: ServerResponse, caller: Caller, parts: string[]) {
    const { bucket: bucketId, name } = splitKey(parts);
    const bucket = await bucketOf(bucketId);
    if (headerValue(req, "x-upsert") === "true")
      throw storageErrors.badRequest("Replacing an object is not offered here");
    const limit = Math.min(bucket.file_size_limit ?? settings.maxUploadBytes, settings.maxUploadBytes);
    const { bytes, cacheControl } = await uploadedBytes(req, limit);
    let stored: Uint8Array = bytes;
    let mimetype = headerValue(req, "content-type")?.split(";")[0]?.trim() || "application/octet-stream";
    const onlyPictures =
      bucket.allowed_mime_types !== null &&
      bucket.allowed_mime_types.length > 0 &&
      bucket.allowed_mime_types.every((t) => (IMAGE_TYPES as readonly string[]).includes(t));
    if (onlyPictures) {
      const clean = await cleanImage(bytes);
      stored = clean.bytes;
      mimetype = clean.contentType;
    } else if (bucket.allowed_mime_types?.length && !bucket.allowed_mime_types.includes(mimetype)) {
      throw storageErrors.mimeType(`mime type ${mimetype} is not supported`);
    }
    const id = await files.put(stored);
    const metadata = {
      // As hosted Storage (S3) gives for one-piece uploads: the MD5 of the bytes, so the database
      // can tell the same picture sent twice.
      eTag: `"${createHash("md5").update(stored).digest("hex")}"`,
      size: stored.byteLength,
      mimetype,
      cacheControl: cacheControl ?? "max-age=3600",
      lastModified: new Date().toISOString(),
      contentLength: stored.byteLength,
      httpStatusCode: 200,
    };
    try {
      await asCaller(db, caller, (tx) =>
        tx.query(
          `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata)
           values ($1, $2, $3, $4, $5, $6)`,
          [id, bucketId, name, caller.claims.sub ?? null, caller.claims.sub ?? null, JSON.stringify(metadata)],
        ),
      );
    } catch (error) {
      await files.remove(id);
      throw error;
    }
    sendJson(req, res, 200, { Id: id, Key: `${bucketId}/${name}` });
  }

  async function copy(req: IncomingMessage, res: ServerResponse, caller: Caller) {
    const body = await jsonBody(req);
    const from = String(body.bucketId ?? "");
    const to = String(body.destinationBucket ?? from);
    const sourceKey = checkName(String(body.sourceKey ?? ""));
    const destinationKey = checkName(String(body.destinationKey ?? ""));
    await bucketOf(from);
    await bucketOf(to);
    const source = await asCaller(db, caller, (tx) =>
      tx.query<ObjectRow>("select * from storage.objects where bucket_id = $1 and name = $2", [from, sourceKey]),
    );
    const row = source.rows[0];
    if (!row) throw storageErrors.notFound();
    const id = await files.duplicate(row.id);
    try {
      await asCaller(db, caller, (tx) =>
        tx.query(
          `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata)
           values ($1, $2, $3, $4, $5, $6)`,
          [id, to, destinationKey, caller.claims.sub ?? null, caller.claims.sub ?? null, JSON.stringify(row.metadata)],
        ),
      );
    } catch (error) {
      await files.remove(id);
      throw error;
    }
    sendJson(req, res, 200, { Id: id, Key: `${to}/${destinationKey}` });
  }

  async function sign(req: IncomingMessage, res: ServerResponse, caller: Caller, parts: string[]) {
    const { bucket, name } = splitKey(parts);
    const body = await jsonBody(req);
    const expiresIn = Number(body.expiresIn);
    if (!Number.isInteger(expiresIn) || expiresIn < 1 || expiresIn > MAX_SIGNED_SECONDS)
      throw storageErrors.badRequest("expiresIn must be a whole number of seconds from 1 to 604800");
    await bucketOf(bucket);
    const found = await asCaller(db, caller, (tx) =>
      tx.query("select 1 from storage.objects where bucket_id = $1 and name = $2", [bucket, name]),
    );
    if (found.rows.length === 0) throw storageErrors.notFound();
    const token = await signObjectUrl(settings.jwtSecret, `${bucket}/${name}`, expiresIn);
    sendJson(req, res, 200, { signedURL: `/object/sign/${bucket}/${name}?token=${token}` });
  }

  /** Many at once (createSignedUrls): one answer per path, `error` for those the caller may not read. */
  async function signMany(req: IncomingMessage, res: ServerResponse, caller: Caller, bucket: string) {
    const body = await jsonBody(req);
    const expiresIn = Number(body.expiresIn);
    const paths = body.paths;
    if (!Number.isInteger(expiresIn) || expiresIn < 1 || expiresIn > MAX_SIGNED_SECONDS)
      throw storageErrors.badRequest("expiresIn must be a whole number of seconds from 1 to 604800");
    if (!Array.isArray(paths) || !paths.every((p) => typeof p === "string") || paths.length > 1000)
      throw storageErrors.badRequest("paths must be a list of object names");
    await bucketOf(bucket);
    const found = await asCaller(db, caller, (tx) =>
      tx.query<{ name: string }>("select name from storage.objects where bucket_id = $1 and name = any($2::text[])", [
        bucket,
        paths,
      ]),
    );
    const readable = new Set(found.rows.map((r) => r.name));
    const answers = [];
    for (const path of paths as string[]) {
      if (!readable.has(path))
        answers.push({
          error: "Either the object does not exist or you do not have access to it",
          path,
          signedURL: null,
        });
      else {
        const token = await signObjectUrl(settings.jwtSecret, `${bucket}/${path}`, expiresIn);
        answers.push({ error: null, path, signedURL: `/object/sign/${bucket}/${path}?token=${token}` });
      }
    }
    sendJson(req, res, 200, answers);
  }

  async function remove(req: IncomingMessage, res: ServerResponse, caller: Caller, bucket: string) {
    const body = await jsonBody(req);
    const prefixes = body.prefixes;
    if (!Array.isArray(prefixes) || !prefixes.every((p) => typeof p === "string") || prefixes.length > 1000)
      throw storageErrors.badRequest("prefixes must be a list of object names");
    await bucketOf(bucket);
    // Rows first: a crash before the files go leaves files without rows, which the sweep removes.
    const deleted = await asCaller(db, caller, (tx) =>
      tx.query<ObjectRow>("delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *", [
        bucket,
        prefixes,
      ]),
    );
    for (const row of deleted.rows) await files.remove(row.id);
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
  }

  /** Streams the file: a picture on the public wall is read for every visitor, so it is not held whole. */
  async function serve(req: IncomingMessage, res: ServerResponse, row: ObjectRow, cacheControl?: string) {
    const file = await files.openForReading(row.id);
    if (!file) throw storageErrors.notFound();
    try {
      const { size } = await file.stat();
      res.statusCode = 200;
      res.setHeader("Content-Type", row.metadata?.mimetype ?? "application/octet-stream");
      res.setHeader("Content-Length", size);
      res.setHeader("Cache-Control", cacheControl ?? row.metadata?.cacheControl ?? "no-cache");
      res.setHeader("ETag", `"${row.id}"`);
      // What is served is data, never a page: no sniffing, no scripts, usable from the site's origin.
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
      res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
      if (req.method === "HEAD") res.end();
      else await pipeline(file.createReadStream({ autoClose: false }), res);
    } finally {
      await file.close();
    }
  }

  async function objectAsServer(bucket: string, name: string): Promise<ObjectRow> {
    const found = await db.query<ObjectRow>("select * from storage.objects where bucket_id = $1 and name = $2", [
      bucket,
      name,
    ]);
    const row = found.rows[0];
    if (!row) throw storageErrors.notFound();
    return row;
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? "GET";
    const query = queryOf(req);
    const parts = pathOf(req).slice(STORAGE_PREFIX.length).split("/").filter(Boolean);
    if (parts[0] !== "object") throw new StorageError(404, "not_found", "Route not found");
    const rest = parts.slice(1);
    const reading = method === "GET" || method === "HEAD";

    // Public and signed URLs are opened by <img>, without keys.
    if (reading && rest[0] === "public") {
      const { bucket, name } = splitKey(rest.slice(1));
      if (!(await bucketOf(bucket)).public) throw storageErrors.notFound();
      return serve(req, res, await objectAsServer(bucket, name));
    }
    if (reading && rest[0] === "sign") {
      const { bucket, name } = splitKey(rest.slice(1));
      const token = query.get("token");
      if (!token) throw storageErrors.badSignature("Missing token");
      if (!(await verifyObjectUrl(settings.jwtSecret, `${bucket}/${name}`, token)))
        throw storageErrors.badSignature("The signature is invalid or has expired");
      return serve(req, res, await objectAsServer(bucket, name), "private, max-age=300");
    }

    const caller = await identify(req, query, settings);
    if (method === "POST" && rest.length === 1 && rest[0] === "copy") return copy(req, res, caller);
    if (method === "POST" && rest[0] === "sign" && rest.length === 2)
      return signMany(req, res, caller, decodeURIComponent(rest[1] ?? ""));
    if (method === "POST" && rest[0] === "sign") return sign(req, res, caller, rest.slice(1));
    if (method === "DELETE" && rest.length === 1) return remove(req, res, caller, decodeURIComponent(rest[0] ?? ""));
    if (method === "POST") return upload(req, res, caller, rest);
    if (reading) {
      const { bucket, name } = splitKey(rest[0] === "authenticated" ? rest.slice(1) : rest);
      await bucketOf(bucket);
      const found = await asCaller(db, caller, (tx) =>
        tx.query<ObjectRow>("select * from storage.objects where bucket_id = $1 and name = $2", [bucket, name]),
      );
      if (!found.rows[0]) throw storageErrors.notFound();
      return serve(req, res, found.rows[0], "private, no-cache");
    }
    throw storageErrors.method(method);
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
    for (const row of deleted.rows) await files.remove(row.id);
    return deleted.rows.length;
  }

  return { handler, removeObjects, sweep: () => files.sweep(db), files };
}
