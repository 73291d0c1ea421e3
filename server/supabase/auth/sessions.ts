/**
 * Sessions and their refresh-token families. Each refresh rotates the token: the old one is
 * revoked and its child (derived from it, see tokens.ts) becomes the only live token. Presenting
 * a revoked token again inside the reuse interval answers with the live descendant (a client
 * that lost the answer to its last refresh recovers); after it, the whole session is revoked,
 * since someone other than the client may be holding an old token.
 */
import { randomUUID } from "node:crypto";
import type { Db, Queryable } from "../core/db.ts";
import { errors } from "./errors.ts";
import { childRefreshToken, hashToken, newRefreshToken, signAccessToken } from "../core/tokens.ts";
import { findUserById, isBanned, USER_COLUMNS, type UserRow, userJson } from "./users.ts";

export interface SessionSettings {
  jwtSecret: string;
  jwtExpiry: number;
  refreshReuseInterval: number;
  /** Milliseconds since the epoch; tests pass a fake clock. */
  clock: () => number;
}

export interface SessionRow {
  id: string;
  user_id: string;
  amr_method: string;
  signed_in_at: Date;
  aal: "aal1" | "aal2";
  mfa_at: Date | null;
}

export async function findSession(db: Queryable, sessionId: string): Promise<SessionRow | undefined> {
  return (
    await db.query<SessionRow>(
      "select id, user_id, amr_method, signed_in_at, aal, mfa_at from auth.sessions where id = $1",
      [sessionId],
    )
  ).rows[0];
}

/** GoTrue's session answer: the access token, its lifetime, the refresh token and the user. */
export async function sessionJson(
  settings: SessionSettings,
  user: UserRow,
  session: Pick<SessionRow, "id" | "amr_method" | "signed_in_at"> & Partial<Pick<SessionRow, "aal" | "mfa_at">>,
  refreshToken: string,
) {
  const { token, expiresAt } = await signAccessToken(
    settings.jwtSecret,
    settings.jwtExpiry,
    {
      userId: user.id,
      email: user.email ?? "",
      sessionId: session.id,
      signedInAt: Math.floor(session.signed_in_at.getTime() / 1000),
      method: session.amr_method,
      appMetadata: user.raw_app_meta_data,
      userMetadata: user.raw_user_meta_data,
      aal: session.aal,
      secondFactorAt: session.mfa_at ? Math.floor(session.mfa_at.getTime() / 1000) : undefined,
      isAnonymous: user.is_anonymous === true,
    },
    Math.floor(settings.clock() / 1000),
  );
  return {
    access_token: token,
    token_type: "bearer",
    expires_in: settings.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/**
 * Signs a user in, the way /token and /verify answer: stamps the sign-in time, opens a session
 * and stores its first refresh token in one statement (one round trip into PGlite, which runs on
 * the event loop, and one commit), so a sign-in burst holds the loop as briefly as it can.
 * Undefined when the user is gone (deleted between the caller's lookup and this).
 */
export async function startSession(db: Queryable, settings: SessionSettings, userId: string, method = "password") {
  const refreshToken = newRefreshToken();
  const row = (
    await db.query<UserRow & { session_id: string; amr_method: string; signed_in_at: Date }>(
      `with signed_in as (
         update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1 returning ${USER_COLUMNS}
       ), session as (
         insert into auth.sessions (id, user_id, amr_method) select $2, id, $3 from signed_in
         returning id, amr_method, signed_in_at
       ), token as (
         insert into auth.refresh_tokens (token_hash, session_id) select $4, id from session
       )
       select signed_in.*, session.id as session_id, session.amr_method, session.signed_in_at
       from signed_in, session`,
      [userId, randomUUID(), method, hashToken(refreshToken)],
    )
  ).rows[0];
  if (!row) return undefined;
  const { session_id, amr_method, signed_in_at, ...user } = row;
  // A new session starts at aal1, whatever factors the user has.
  return sessionJson(settings, user, { id: session_id, amr_method, signed_in_at }, refreshToken);
}

interface TokenRow {
  token_hash: string;
  session_id: string;
  revoked: boolean;
  updated_at: Date;
}

/** The refresh_token grant. */
export async function refreshSession(db: Db, settings: SessionSettings, presented: string) {
  const outcome = await db.transaction(async (tx) => {
    const found = (
      await tx.query<TokenRow>(
        "select token_hash, session_id, revoked, updated_at from auth.refresh_tokens where token_hash = $1 for update",
        [hashToken(presented)],
      )
    ).rows[0];
    if (!found) return { error: errors.refreshNotFound() };

    let live: string;
    if (!found.revoked) {
      live = childRefreshToken(settings.jwtSecret, presented);
      await rotate(tx, found.token_hash, found.session_id, live, new Date(settings.clock()));
    } else if (settings.clock() - found.updated_at.getTime() <= settings.refreshReuseInterval * 1000) {
      const descendant = await liveDescendant(tx, settings.jwtSecret, presented);
      if (!descendant) return { error: errors.refreshAlreadyUsed() };
      live = descendant;
    } else {
      await tx.query("delete from auth.sessions where id = $1", [found.session_id]);
      return { error: errors.refreshAlreadyUsed() };
    }
    await tx.query("update auth.sessions set refreshed_at = now() where id = $1", [found.session_id]);
    return { live, sessionId: found.session_id };
  });
  if ("error" in outcome) throw outcome.error;
  const session = await findSession(db, outcome.sessionId);
  const user = session && (await findUserById(db, session.user_id));
  if (!session || !user) throw errors.refreshNotFound();
  if (isBanned(user, settings.clock())) throw errors.userBanned();
  return sessionJson(settings, user, session, outcome.live);
}

async function rotate(tx: Queryable, parentHash: string, sessionId: string, child: string, at: Date) {
  await tx.query("update auth.refresh_tokens set revoked = true, updated_at = $2 where token_hash = $1", [
    parentHash,
    at,
  ]);
  await tx.query(
    "insert into auth.refresh_tokens (token_hash, session_id, parent_hash) values ($1, $2, $3) on conflict do nothing",
    [hashToken(child), sessionId, parentHash],
  );
}

/** Follows the derived chain from a revoked token to the one that is still live (a few steps at most). */
async function liveDescendant(tx: Queryable, secret: string, revoked: string): Promise<string | undefined> {
  let token = revoked;
  for (let step = 0; step < 20; step++) {
    token = childRefreshToken(secret, token);
    const row = (
      await tx.query<{ revoked: boolean }>("select revoked from auth.refresh_tokens where token_hash = $1", [
        hashToken(token),
      ])
    ).rows[0];
    if (!row) return undefined;
    if (!row.revoked) return token;
  }
  return undefined;
}

export type SignOutScope = "global" | "local" | "others";

export async function signOut(db: Queryable, userId: string, sessionId: string, scope: SignOutScope): Promise<void> {
  if (scope === "local") await db.query("delete from auth.sessions where id = $1", [sessionId]);
  else if (scope === "others")
    await db.query("delete from auth.sessions where user_id = $1 and id <> $2", [userId, sessionId]);
  else await db.query("delete from auth.sessions where user_id = $1", [userId]);
}

/** A new refresh token in an existing session (after its assurance level changed), and its answer. */
export async function reissueSession(db: Queryable, settings: SessionSettings, user: UserRow, sessionId: string) {
  const session = await findSession(db, sessionId);
  if (!session) throw errors.sessionNotFound();
  const refreshToken = newRefreshToken();
  await db.query("update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1", [
    sessionId,
  ]);
  await db.query("insert into auth.refresh_tokens (token_hash, session_id) values ($1, $2)", [
    hashToken(refreshToken),
    sessionId,
  ]);
  return sessionJson(settings, user, session, refreshToken);
}
