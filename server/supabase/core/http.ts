/** Small HTTP helpers for the auth service: JSON in and out, client address, origin. */
import type { IncomingMessage, ServerResponse } from "node:http";

export function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown): void {
  const data = Buffer.from(JSON.stringify(body), "utf8");
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Content-Length", data.length);
  res.end(req.method === "HEAD" ? undefined : data);
}

export function sendNoContent(res: ServerResponse): void {
  res.statusCode = 204;
  res.setHeader("Cache-Control", "no-store");
  res.end();
}

/** 303: the browser follows with a GET whatever the first method was. */
export function sendRedirect(res: ServerResponse, location: string): void {
  res.statusCode = 303;
  res.setHeader("Location", location);
  res.setHeader("Cache-Control", "no-store");
  // The fragment carries tokens: keep it out of any Referer the next page sends.
  res.setHeader("Referrer-Policy", "no-referrer");
  res.end();
}

export class BodyTooLarge extends Error {}
export class BadJson extends Error {}

/**
 * Reads the whole body, up to `limit` bytes. A body declared or found to be larger is refused at
 * the limit (BodyTooLarge, answered 413 at once); the rest is read and dropped, not kept, so
 * the client, still sending, reads that answer instead of a reset connection.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const refuse = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      discardRest(req);
      reject(new BodyTooLarge());
    };
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) refuse();
      else chunks.push(chunk);
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    if (Number(req.headers["content-length"]) > limit) return refuse();
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", reject);
  });
}

/** Past this much dropped body the connection is cut: the client has long had its 413. */
const DISCARD_CAP_BYTES = 64 * 1024 * 1024;

function discardRest(req: IncomingMessage): void {
  let dropped = 0;
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DISCARD_CAP_BYTES) req.socket.destroy();
  });
  req.on("error", () => {});
  req.resume();
}

/** The request body as a JSON object; anything else is GoTrue's `bad_json`. */
export async function readJsonObject(req: IncomingMessage, limit: number): Promise<Record<string, unknown>> {
  const raw = await readBody(req, limit);
  const text = raw.toString("utf8");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = text.trim() === "" ? "unexpected end of JSON input" : (error as Error).message;
    throw new BadJson(reason);
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw new BadJson("expected a JSON object");
  }
  return value as Record<string, unknown>;
}

/**
 * The address rate limits count against. Behind a proxy (AUTH_TRUST_PROXY=1) that is the first
 * address in X-Forwarded-For; otherwise forwarded headers are a caller's claim and ignored.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers["x-forwarded-for"];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? "unknown";
}

/** The origin the request was made to, e.g. http://localhost:4173. */
export function requestOrigin(req: IncomingMessage, trustProxy: boolean): string {
  const forwardedProto = trustProxy
    ? String(req.headers["x-forwarded-proto"] ?? "")
        .split(",")[0]
        ?.trim()
    : "";
  const encrypted = "encrypted" in req.socket && Boolean(req.socket.encrypted);
  const proto = forwardedProto === "https" || forwardedProto === "http" ? forwardedProto : encrypted ? "https" : "http";
  const host = String(req.headers.host ?? "localhost");
  // A Host header is the caller's to choose: accept only a plain host[:port].
  const safeHost = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i.test(host) ? host : "localhost";
  return `${proto}://${safeHost}`;
}

export function queryOf(req: IncomingMessage): URLSearchParams {
  const url = req.url ?? "/";
  const at = url.indexOf("?");
  return new URLSearchParams(at === -1 ? "" : url.slice(at + 1));
}

export function pathOf(req: IncomingMessage): string {
  return (req.url ?? "/").split("?", 1)[0] ?? "/";
}

export function bearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  const match = typeof header === "string" ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

export function headerValue(req: IncomingMessage, name: string): string | undefined {
  const raw = req.headers[name];
  return Array.isArray(raw) ? raw[0] : raw;
}
