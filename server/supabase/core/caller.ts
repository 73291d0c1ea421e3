/**
 * Who a data request (/rest/v1, /storage/v1) runs as: the API key, checked as Supabase's gateway
 * checks it, then the bearer JWT's role and claims. Each statement then runs as that role with
 * those claims in `request.jwt.claims`, so grants and policies decide, as on hosted Supabase.
 * Each service answers a refusal in its own API's words (`CallerRefusals`).
 */
import type { IncomingMessage } from "node:http";
import type { Db, Tx } from "./db.ts";
import { bearerToken, headerValue } from "./http.ts";
import { verifyJwt } from "./tokens.ts";

export interface Caller {
  /** service_role bypasses row level security, as the service-role key does on hosted Supabase. */
  role: "anon" | "authenticated" | "service_role";
  /** What `request.jwt.claims` holds for the transaction (auth.uid() reads `sub`). */
  claims: Record<string, unknown>;
}

export interface CallerKeys {
  jwtSecret: string;
  /** AUTH_ANON_KEY when set; otherwise the development key and the generated anon JWT. */
  anonKeys: string[];
}

export interface CallerRefusals {
  badJwt(reason: string, expired: boolean): Error;
  noApiKey(): Error;
  badApiKey(): Error;
}

const ROLES = new Set(["anon", "authenticated", "service_role"]);

/** The caller's role and claims; throws the service's refusal for a missing key or a bad JWT. */
export async function identifyCaller(
  req: IncomingMessage,
  query: URLSearchParams,
  keys: CallerKeys,
  refuse: CallerRefusals,
): Promise<Caller> {
  const apikey = headerValue(req, "apikey") ?? query.get("apikey") ?? undefined;
  const bearer = bearerToken(req);
  let caller: Caller | undefined;
  if (bearer !== undefined && !keys.anonKeys.includes(bearer)) {
    const verified = await verifyJwt(keys.jwtSecret, bearer);
    if (!verified.ok) throw refuse.badJwt(verified.reason, verified.reason.includes("expired"));
    const role = verified.claims.role;
    if (typeof role !== "string" || !ROLES.has(role)) throw refuse.badJwt("the JWT's role is not allowed here", false);
    if (role === "authenticated" && typeof verified.claims.sub !== "string")
      throw refuse.badJwt("the JWT has no subject", false);
    caller = { role: role as Caller["role"], claims: verified.claims };
  }
  // The key gates the API as Supabase's gateway does; a signed-in user's token (or a JWT with the
  // service role, which only the secret's holder can sign) stands in for it.
  const keyOk = apikey !== undefined && keys.anonKeys.includes(apikey);
  if (!keyOk && caller?.role !== "authenticated" && caller?.role !== "service_role") {
    if (apikey === undefined) throw refuse.noApiKey();
    // The service-role key as the key alone: the request runs with that role.
    const asKey = await verifyJwt(keys.jwtSecret, apikey);
    if (!asKey.ok || asKey.claims.role !== "service_role") throw refuse.badApiKey();
    return { role: "service_role", claims: asKey.claims };
  }
  return caller ?? { role: "anon", claims: { role: "anon" } };
}

/** The errors a service answers a refusal with, in its own API's words. */
export interface RefusalErrors {
  badJwt(reason: string): Error;
  noApiKey(): Error;
  badApiKey(): Error;
}

/**
 * A service's identify(): the caller's role and claims, refused with the service's `errors`;
 * `expiredWords` is how its API words an expired JWT.
 */
export function callerIdentifier<Settings extends CallerKeys>(errors: RefusalErrors, expiredWords: string) {
  const refusals: CallerRefusals = {
    badJwt: (reason, expired) => errors.badJwt(expired ? expiredWords : reason),
    noApiKey: () => errors.noApiKey(),
    badApiKey: () => errors.badApiKey(),
  };
  return (req: IncomingMessage, query: URLSearchParams, settings: Settings): Promise<Caller> =>
    identifyCaller(req, query, settings, refusals);
}

/** Runs `run` in one transaction as the caller's role, with the caller's claims. */
export async function asCaller<T>(db: Db, caller: Caller, run: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
      caller.role,
      JSON.stringify(caller.claims),
    ]);
    return run(tx);
  });
}
