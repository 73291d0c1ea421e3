/** Storage's error answers: `{ statusCode, error, message }`, statusCode a string as Storage sends it. */
import type { IncomingMessage, ServerResponse } from "node:http";
import { sendJson } from "../core/http.ts";

export class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

export const storageErrors = {
  noApiKey: () => new StorageError(401, "Unauthorized", "No API key found in request"),
  badApiKey: () => new StorageError(401, "Unauthorized", "Invalid API key"),
  badJwt: (reason: string) => new StorageError(400, "InvalidJWT", reason),
  notFound: () => new StorageError(404, "not_found", "Object not found"),
  bucketNotFound: () => new StorageError(404, "Bucket not found", "Bucket not found"),
  duplicate: () => new StorageError(409, "Duplicate", "The resource already exists"),
  unauthorized: () => new StorageError(403, "Unauthorized", "new row violates row-level security policy"),
  badKey: (key: string) => new StorageError(400, "InvalidKey", `Invalid key: ${key.slice(0, 200)}`),
  badRequest: (message: string) => new StorageError(400, "InvalidRequest", message),
  badSignature: (message: string) => new StorageError(400, "InvalidSignature", message),
  tooLarge: () => new StorageError(413, "Payload too large", "The object exceeded the maximum allowed size"),
  routeNotFound: (method: string, path: string) =>
    new StorageError(404, "Not Found", `Route ${method.slice(0, 10)}:${path.slice(0, 300)} not found`),
  bucketNotEmpty: () => new StorageError(409, "InvalidRequest", "The bucket you tried to delete is not empty"),
  badBucketName: () => new StorageError(400, "Invalid Input", "Bucket name invalid"),
  badTransformation: (message: string) => new StorageError(400, "InvalidRequest", message),
  method: (method: string) => new StorageError(405, "MethodNotAllowed", `${method.slice(0, 10)} is not allowed here`),
  mimeType: (message: string) => new StorageError(415, "invalid_mime_type", message),
  badImage: (message: string) => new StorageError(422, "invalid_image", message),
  tooMany: (message: string) => new StorageError(429, "too_many_requests", message),
  full: () => new StorageError(507, "insufficient_storage", "The server's disk is full. Try again later."),
  internal: () => new StorageError(500, "internal", "Internal server error"),
};

export function sendStorageError(req: IncomingMessage, res: ServerResponse, error: StorageError): void {
  sendJson(req, res, error.status, { statusCode: String(error.status), error: error.error, message: error.message });
}

/** A database error from a caller's statement, in Storage's words. */
export function fromDatabase(error: unknown): StorageError | undefined {
  const pg = error as { code?: unknown; message?: unknown };
  if (!error || typeof pg.code !== "string") return undefined;
  const message = typeof pg.message === "string" ? pg.message : "Database error";
  if (pg.code === "42501") return storageErrors.unauthorized();
  if (pg.code === "23505") return storageErrors.duplicate();
  const custom = /^PT(\d{3})$/.exec(pg.code);
  if (custom) {
    const status = Number(custom[1]);
    return status === 429 ? storageErrors.tooMany(message) : new StorageError(status, "Error", message);
  }
  if (pg.code.startsWith("22")) return storageErrors.badRequest(message);
  return undefined;
}
