/**
 * Who a /storage/v1 request runs as: the API key (as Supabase's gateway checks it), then the
 * bearer JWT's role and claims, which policies on storage.objects read through auth.uid().
 */
import type { IncomingMessage } from "node:http";
import { bearerToken, headerValue } from "../core/http.ts";
import { verifyJwt } from "../core/tokens.ts";
import { StorageError, storageErrors } from "./errors.ts";

export interface StorageSettings {
  dataDir: string;
  jwtSecret: string;
  /** AUTH_ANON_KEY when set; otherwise the development key and the generated anon JWT. */
  anonKeys: string[];
  /** The largest upload a bucket without its own limit takes. */
  maxUploadBytes: number;
}

export interface Caller {
  role: "anon" | "authenticated";
  claims: Record<string, unknown>;
}

export async function identify(req: IncomingMessage, query: URLSearchParams, settings: StorageSettings) {
  const apikey = headerValue(req, "apikey") ?? query.get("apikey") ?? undefined;
  const bearer = bearerToken(req);
  let caller: Caller | undefined;
  if (bearer !== undefined && !settings.anonKeys.includes(bearer)) {
    const verified = await verifyJwt(settings.jwtSecret, bearer);
    if (!verified.ok) throw storageErrors.badJwt(verified.reason.includes("expired") ? "jwt expired" : verified.reason);
    const { role, sub } = verified.claims;
    if (role === "authenticated" && typeof sub === "string") caller = { role, claims: verified.claims };
    else if (role === "anon") caller = { role, claims: verified.claims };
    else throw storageErrors.badJwt("the JWT's role is not allowed here");
  }
  const keyOk = apikey !== undefined && settings.anonKeys.includes(apikey);
  if (!keyOk && caller?.role !== "authenticated") {
    throw apikey === undefined
      ? new StorageError(401, "Unauthorized", "No API key found in request")
      : new StorageError(401, "Unauthorized", "Invalid API key");
  }
  return caller ?? { role: "anon" as const, claims: { role: "anon" } };
}
