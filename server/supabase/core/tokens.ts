/**
 * Access tokens (HS256 JWTs with GoTrue's claims) and refresh tokens (random, opaque).
 * Refresh tokens are stored only as SHA-256 hashes; a rotated token's child is derived from it
 * with an HMAC, so a client that retries with the parent inside the grace period can be given
 * the same child back without the database ever holding a usable token.
 */
import { type KeyObject, createHash, createHmac, createSecretKey, randomBytes } from "node:crypto";
import { SignJWT, jwtVerify, errors as joseErrors } from "jose";

export interface AccessClaims {
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  email: string;
  phone: string;
  role: string;
  session_id: string;
  aal: "aal1" | "aal2";
  amr: { method: string; timestamp: number }[];
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  is_anonymous: boolean;
}

// One KeyObject per secret: jose keeps the CryptoKey it makes from a KeyObject, where raw bytes
// would be imported again on every sign and verify (a sign-in burst's largest cost after bcrypt).
const keys = new Map<string, KeyObject>();
function key(secret: string): KeyObject {
  let found = keys.get(secret);
  if (!found) keys.set(secret, (found = createSecretKey(Buffer.from(secret, "utf8"))));
  return found;
}

export interface AccessTokenInput {
  userId: string;
  email: string;
  sessionId: string;
  signedInAt: number;
  method: string;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  /** aal2 once a second factor was verified in the session, with that factor's time in `amr`. */
  aal?: "aal1" | "aal2";
  secondFactorAt?: number;
  /** An anonymous sign-in's user (policies read the claim, as on hosted Supabase). */
  isAnonymous?: boolean;
}

export async function signAccessToken(
  secret: string,
  expiry: number,
  input: AccessTokenInput,
  now = Math.floor(Date.now() / 1000),
): Promise<{ token: string; expiresAt: number }> {
  const expiresAt = now + expiry;
  const claims: Omit<AccessClaims, "sub" | "aud" | "exp" | "iat"> = {
    email: input.email,
    phone: "",
    role: "authenticated",
    session_id: input.sessionId,
    aal: input.aal ?? "aal1",
    // Newest first, as GoTrue lists them.
    amr:
      input.aal === "aal2" && input.secondFactorAt !== undefined
        ? [
            { method: "totp", timestamp: input.secondFactorAt },
            { method: input.method, timestamp: input.signedInAt },
          ]
        : [{ method: input.method, timestamp: input.signedInAt }],
    app_metadata: input.appMetadata,
    user_metadata: input.userMetadata,
    is_anonymous: input.isAnonymous ?? false,
  };
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(input.userId)
    .setAudience("authenticated")
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(key(secret));
  return { token, expiresAt };
}

/** An HS256 JWT with these claims, valid for `lifetime` seconds. */
export function signJwt(secret: string, claims: Record<string, unknown>, lifetime: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt(now)
    .setExpirationTime(now + lifetime)
    .sign(key(secret));
}

const KEY_LIFETIME = 10 * 365 * 24 * 3600;

export function signAnonKey(secret: string): Promise<string> {
  return signJwt(secret, { role: "anon", iss: "little-space-station" }, KEY_LIFETIME);
}

/** The service-role key: a JWT with role `service_role`, which the admin API and backups require. */
export function signServiceRoleKey(secret: string): Promise<string> {
  return signJwt(secret, { role: "service_role", iss: "little-space-station" }, KEY_LIFETIME);
}

export type JwtClaims = Partial<AccessClaims> & Record<string, unknown>;
export type VerifiedJwt = { ok: true; claims: JwtClaims } | { ok: false; reason: string };

export async function verifyJwt(secret: string, token: string): Promise<VerifiedJwt> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ["HS256"] });
    return { ok: true, claims: payload as JwtClaims };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired)
      return { ok: false, reason: "token has invalid claims: token is expired" };
    if (error instanceof joseErrors.JWTClaimValidationFailed) return { ok: false, reason: "token has invalid claims" };
    if (error instanceof joseErrors.JWSSignatureVerificationFailed)
      return { ok: false, reason: "signature is invalid" };
    return { ok: false, reason: "token is malformed" };
  }
}

/** 16 random bytes: 22 URL-safe characters (GoTrue's are 12 or more). */
export function newRefreshToken(): string {
  return randomBytes(16).toString("base64url");
}

export function childRefreshToken(secret: string, parent: string): string {
  return createHmac("sha256", secret).update(`refresh-child:${parent}`).digest("base64url").slice(0, 22);
}

/** Tokens sent by email (confirmation, recovery): 32 random bytes. */
export function newLinkToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
