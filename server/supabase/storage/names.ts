/** Object names and request bodies as Storage reads them. */
import type { IncomingMessage } from "node:http";
import { BodyTooLarge, headerValue, readBody } from "../core/http.ts";
import { storageErrors } from "./errors.ts";

export const MAX_SIGNED_SECONDS = 7 * 24 * 3600;

/** Storage's key rule: no empty or dot segments, printable characters only. */
export function checkName(name: string): string {
  const ok =
    name.length > 0 &&
    name.length <= 1024 &&
    /^[\w!\-.*'() &$@=;:+,?/]+$/.test(name) &&
    name.split("/").every((part) => part !== "" && part !== "." && part !== "..");
  if (!ok) throw storageErrors.badKey(name);
  return name;
}

export function splitKey(parts: string[]): { bucket: string; name: string } {
  const [bucket, ...rest] = parts.map((p) => decodeURIComponent(p));
  if (!bucket || rest.length === 0) throw storageErrors.notFound();
  return { bucket, name: checkName(rest.join("/")) };
}

export async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = (await readBody(req, 64 * 1024)).toString("utf8");
  try {
    const value = JSON.parse(text === "" ? "{}" : text) as unknown;
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw storageErrors.badRequest("The body must be a JSON object");
}

export interface Uploaded {
  bytes: Uint8Array;
  /** The type as sent, whole (`text/plain;charset=utf-8` stays so). */
  contentType: string;
  cacheControl?: string;
  /** Custom metadata: the form's `metadata` field, or the base64 JSON of `x-metadata`. */
  userMetadata: Record<string, unknown>;
}

function metadataFrom(text: string | undefined): Record<string, unknown> {
  if (text === undefined || text === "") return {};
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw storageErrors.badRequest("metadata must be a JSON object");
}

/** The file of an upload: the raw body, or the first file of a multipart form (supabase-js's Blob path). */
export async function uploadedBytes(req: IncomingMessage, limit: number): Promise<Uploaded> {
  const type = headerValue(req, "content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    const header = headerValue(req, "x-metadata");
    const userMetadata = metadataFrom(
      header === undefined ? undefined : Buffer.from(header, "base64").toString("utf8"),
    );
    const bytes = await readBody(req, limit);
    return {
      bytes,
      contentType: type || "application/octet-stream",
      cacheControl: headerValue(req, "cache-control"),
      userMetadata,
    };
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
  const metadata = form.get("metadata");
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    contentType: file.type || "application/octet-stream",
    cacheControl: typeof cacheControl === "string" ? `max-age=${cacheControl}` : undefined,
    userMetadata: metadataFrom(typeof metadata === "string" ? metadata : undefined),
  };
}

export function expiresInOf(body: Record<string, unknown>): number {
  const expiresIn = Number(body.expiresIn);
  if (!Number.isInteger(expiresIn) || expiresIn < 1 || expiresIn > MAX_SIGNED_SECONDS)
    throw storageErrors.badRequest("expiresIn must be a whole number of seconds from 1 to 604800");
  return expiresIn;
}
