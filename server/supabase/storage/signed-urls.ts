/** Signed URLs: Storage's `token` is an HS256 JWT naming `<bucket>/<object>` and its expiry. */
import { createSecretKey } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";

export async function signObjectUrl(secret: string, key: string, expiresIn: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ url: key })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(createSecretKey(Buffer.from(secret, "utf8")));
}

/** True when the token was signed here for exactly this key and has not expired. */
export async function verifyObjectUrl(secret: string, key: string, token: string): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(token, createSecretKey(Buffer.from(secret, "utf8")), {
      algorithms: ["HS256"],
    });
    return payload.url === key;
  } catch {
    return false;
  }
}
