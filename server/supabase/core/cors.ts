/**
 * CORS: any origin may call the API (tokens travel in headers, never cookies, so there is
 * nothing ambient to steal), and scripts may read the API-version header supabase-js checks.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { headerValue } from "./http.ts";

const ALLOWED_HEADERS = "authorization, apikey, content-type, x-client-info, x-supabase-api-version, x-retry-count";

export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader("Access-Control-Allow-Origin", "*");
  res.setHeader("Access-Control-Expose-Headers", "X-Supabase-Api-Version, Retry-After");
}

/** Answers a preflight; true when it did. */
export function answerPreflight(
  req: IncomingMessage,
  res: ServerResponse,
  methods = "GET, POST, PUT, DELETE, OPTIONS",
): boolean {
  if (req.method !== "OPTIONS") return false;
  const requested = headerValue(req, "access-control-request-headers");
  res.statusCode = 204;
  res.setHeader("Access-Control-Allow-Methods", methods);
  // Echo what the browser asks for when it is a plain header list; else the known set.
  res.setHeader(
    "Access-Control-Allow-Headers",
    requested && /^[a-z0-9-]+(\s*,\s*[a-z0-9-]+)*$/i.test(requested) && requested.length < 1000
      ? requested
      : ALLOWED_HEADERS,
  );
  res.setHeader("Access-Control-Max-Age", "86400");
  res.setHeader("Vary", "Access-Control-Request-Headers");
  res.end();
  return true;
}
