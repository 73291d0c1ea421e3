/**
 * Who a /rest/v1 request runs as (core/caller.ts, answered in PostgREST's words), and what it
 * asked for in its headers: Prefer and Accept.
 */
import type { IncomingMessage } from "node:http";
import { callerIdentifier, type CallerKeys } from "../core/caller.ts";
import { headerValue } from "../core/http.ts";
import { restErrors } from "./errors.ts";

export interface RestSettings extends CallerKeys {
  maxBodyBytes: number;
}

/** The caller's role and claims; throws PostgREST's 401 for a missing key or a bad JWT. */
export const identify = callerIdentifier<RestSettings>(restErrors, "JWT expired");

export interface Preferences {
  representation: boolean;
  countExact: boolean;
}

export function preferences(req: IncomingMessage): Preferences {
  const tokens = (headerValue(req, "prefer") ?? "")
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);
  if (tokens.some((t) => t.startsWith("resolution=") || t === "params=single-object"))
    throw restErrors.badQuery(`"Prefer: ${tokens.join(", ")}" is not implemented here`);
  return {
    representation: tokens.includes("return=representation"),
    countExact: tokens.some((t) => /^count=(exact|planned|estimated)$/.test(t)),
  };
}

export const OBJECT_MEDIA_TYPE = "application/vnd.pgrst.object+json";

/** True when the client asked for one object (`.single()`); 406 for media types not served. */
export function wantsSingleObject(req: IncomingMessage): boolean {
  const accept = headerValue(req, "accept") ?? "";
  if (accept.includes(OBJECT_MEDIA_TYPE)) return true;
  const served = accept === "" || /(^|,)\s*(\*\/\*|application\/\*|application\/json)\s*(;[^,]*)?(,|$)/.test(accept);
  if (!served) throw restErrors.notAcceptable(accept);
  return false;
}

/** Only schema public is exposed, as on a hosted project by default. */
export function checkProfile(req: IncomingMessage): void {
  for (const header of ["accept-profile", "content-profile"]) {
    const value = headerValue(req, header);
    if (value !== undefined && value !== "public") throw restErrors.badSchema(value);
  }
}
