/**
 * Who a /rest/v1 request runs as, and what it asked for in its headers: the API key check (as
 * the auth service's gateway does it), the bearer JWT's role and claims, Prefer and Accept.
 */
import type { IncomingMessage } from "node:http";
import { DEV_ANON_KEY } from "../core/config.ts";
import { bearerToken, headerValue } from "../core/http.ts";
import { verifyJwt } from "../core/tokens.ts";
import { restErrors } from "./errors.ts";

export interface RestSettings {
  jwtSecret: string;
  /** AUTH_ANON_KEY when set; otherwise the development key and the generated anon JWT. */
  anonKeys: string[];
  maxBodyBytes: number;
}

export interface Caller {
  role: "anon" | "authenticated";
  /** What `request.jwt.claims` holds for the transaction (auth.uid() reads `sub`). */
  claims: Record<string, unknown>;
}

const ROLES = new Set(["anon", "authenticated"]);

/** The caller's role and claims; throws PostgREST's 401 for a missing key or a bad JWT. */
export async function identify(req: IncomingMessage, query: URLSearchParams, settings: RestSettings): Promise<Caller> {
  const apikey = headerValue(req, "apikey") ?? query.get("apikey") ?? undefined;
  const bearer = bearerToken(req);
  let caller: Caller | undefined;
  if (bearer !== undefined && !settings.anonKeys.includes(bearer)) {
    const verified = await verifyJwt(settings.jwtSecret, bearer);
    if (!verified.ok) throw restErrors.badJwt(verified.reason.includes("expired") ? "JWT expired" : verified.reason);
    const role = verified.claims.role;
    if (typeof role !== "string" || !ROLES.has(role)) throw restErrors.badJwt("the JWT's role is not allowed here");
    if (role === "authenticated" && typeof verified.claims.sub !== "string")
      throw restErrors.badJwt("the JWT has no subject");
    caller = { role: role as Caller["role"], claims: verified.claims };
  }
  // The key gates the API as Supabase's gateway does; a signed-in user's token stands in for it.
  const keyOk = apikey !== undefined && settings.anonKeys.includes(apikey);
  if (!keyOk && caller?.role !== "authenticated") {
    throw apikey === undefined ? restErrors.noApiKey() : restErrors.badApiKey();
  }
  return caller ?? { role: "anon", claims: { role: "anon" } };
}

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

export { DEV_ANON_KEY };
