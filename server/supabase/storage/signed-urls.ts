/** Signed URLs: Storage's `token` is an HS256 JWT naming `<bucket>/<object>` and its expiry. */
import { signJwt, verifyJwt } from "../core/tokens.ts";

export function signObjectUrl(secret: string, key: string, expiresIn: number): Promise<string> {
  return signJwt(secret, { url: key }, expiresIn);
}

/** True when the token was signed here for exactly this key and has not expired. */
export async function verifyObjectUrl(secret: string, key: string, token: string): Promise<boolean> {
  const verified = await verifyJwt(secret, token);
  return verified.ok && verified.claims.url === key;
}
