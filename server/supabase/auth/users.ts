/** Users in the database, and the JSON GoTrue answers with for one. */
import { randomUUID } from "node:crypto";
import type { Queryable } from "../core/db.ts";

export interface UserRow {
  id: string;
  email: string;
  encrypted_password: string;
  email_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}

export const EMAIL_APP_METADATA = { provider: "email", providers: ["email"] };

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : undefined);

/** GoTrue's user object (fields that are unset are left out, as GoTrue's `omitempty` does). */
export function userJson(user: UserRow) {
  const identityData = {
    email: user.email,
    email_verified: user.email_confirmed_at !== null,
    phone_verified: false,
    sub: user.id,
  };
  return {
    id: user.id,
    aud: "authenticated",
    role: "authenticated",
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: "",
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.email_confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: identityData,
        provider: "email",
        last_sign_in_at: iso(user.last_sign_in_at ?? user.created_at),
        created_at: iso(user.created_at),
        updated_at: iso(user.updated_at),
        email: user.email,
      },
    ],
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: false,
  };
}

/**
 * What sign-up answers for an address that already has a confirmed account while confirmations
 * are on: a made-up unconfirmed user, exactly as GoTrue does, so sign-up does not reveal which
 * addresses have accounts. No mail is sent to the owner.
 */
export function obfuscatedUserJson(email: string, userMetadata: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: "authenticated",
    role: "authenticated",
    email,
    phone: "",
    confirmation_sent_at: now,
    app_metadata: EMAIL_APP_METADATA,
    user_metadata: userMetadata,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

export const USER_COLUMNS = `id, email, encrypted_password, email_confirmed_at, confirmation_sent_at, recovery_sent_at,
  last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at`;

async function one(db: Queryable, sql: string, params: unknown[]): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(sql, params)).rows[0];
}

export const findUserByEmail = (db: Queryable, email: string) =>
  one(db, `select ${USER_COLUMNS} from auth.users where email = $1`, [email]);

export const findUserById = (db: Queryable, id: string) =>
  one(db, `select ${USER_COLUMNS} from auth.users where id = $1`, [id]);

/** Inserts a user unless the address is taken; undefined when it was. */
export const insertUser = (
  db: Queryable,
  user: { email: string; passwordHash: string; userMetadata: Record<string, unknown> },
) =>
  one(
    db,
    `insert into auth.users (id, email, encrypted_password, raw_app_meta_data, raw_user_meta_data)
     values ($1, $2, $3, $4, $5) on conflict (email) do nothing returning ${USER_COLUMNS}`,
    [randomUUID(), user.email, user.passwordHash, EMAIL_APP_METADATA, user.userMetadata],
  );

export type LinkKind = "confirmation" | "recovery";

export async function setLinkToken(
  db: Queryable,
  userId: string,
  kind: LinkKind,
  tokenHash: string,
  sentAt: Date,
): Promise<void> {
  await db.query(
    kind === "confirmation"
      ? "update auth.users set confirmation_token_hash = $2, confirmation_sent_at = $3, updated_at = now() where id = $1"
      : "update auth.users set recovery_token_hash = $2, recovery_sent_at = $3, updated_at = now() where id = $1",
    [userId, tokenHash, sentAt],
  );
}

/** Consumes an emailed token: clears it and confirms the address. Undefined when none matches in time. */
export function consumeLinkToken(db: Queryable, kind: LinkKind, tokenHash: string, sentAfter: Date) {
  const [tokenColumn, sentColumn] =
    kind === "confirmation"
      ? ["confirmation_token_hash", "confirmation_sent_at"]
      : ["recovery_token_hash", "recovery_sent_at"];
  return one(
    db,
    `update auth.users set ${tokenColumn} = null,
       email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
     where ${tokenColumn} = $1 and ${sentColumn} > $2
     returning ${USER_COLUMNS}`,
    [tokenHash, sentAfter],
  );
}

export const updatePassword = (db: Queryable, userId: string, passwordHash: string) =>
  one(
    db,
    `update auth.users set encrypted_password = $2, recovery_token_hash = null, updated_at = now() where id = $1 returning ${USER_COLUMNS}`,
    [userId, passwordHash],
  );

export const updateUserMetadata = (db: Queryable, userId: string, userMetadata: Record<string, unknown>) =>
  one(
    db,
    `update auth.users set raw_user_meta_data = raw_user_meta_data || $2::jsonb, updated_at = now() where id = $1 returning ${USER_COLUMNS}`,
    [userId, userMetadata],
  );
