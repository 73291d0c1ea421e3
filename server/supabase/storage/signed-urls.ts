/**
 * Signed URLs: Storage's `token` is an HS256 JWT naming `<bucket>/<object>`, its expiry and, for a
 * transformed picture, the transformations it was signed for.
 */
import { signJwt, verifyJwt } from "../core/tokens.ts";

export function signObjectUrl(
  secret: string,
  key: string,
  expiresIn: number,
  transformations?: string,
): Promise<string> {
  return signJwt(secret, transformations ? { url: key, transformations } : { url: key }, expiresIn);
}

/** The token's claims when it was signed here for reading exactly this key and has not expired. */
export async function verifyObjectUrl(
  secret: string,
  key: string,
  token: string,
): Promise<{ transformations?: string } | undefined> {
  const verified = await verifyJwt(secret, token);
  // An upload token names a key too, but grants only its upload.
  if (!verified.ok || verified.claims.url !== key || verified.claims.upload !== undefined) return undefined;
  const t = verified.claims.transformations;
  return typeof t === "string" ? { transformations: t } : {};
}
