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
  magiclink_sent_at: Date | null;
  banned_until: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
  invited_at?: Date | null;
  /** The address waiting to replace `email` until the change is confirmed (GoTrue's `email_change`). */
  email_change?: string | null;
  email_change_sent_at?: Date | null;
  /** An anonymous sign-in's user: no address (email is null in the database) and no password. */
  is_anonymous?: boolean;
  /** The user's second factors, without their secrets (GoTrue leaves the list out when empty). */
  factors?: Record<string, unknown>[];
}

export const EMAIL_APP_METADATA = { provider: "email", providers: ["email"] };

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : undefined);

/** GoTrue's user object (fields that are unset are left out, as GoTrue's `omitempty` does). */
export function userJson(user: UserRow) {
  const email = user.email ?? "";
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
    email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: "",
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.email_confirmed_at),
    ...(user.email_change ? { new_email: user.email_change } : {}),
    email_change_sent_at: iso(user.email_change_sent_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    banned_until: iso(user.banned_until),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    // GoTrue gives an anonymous user no identity until an address is added.
    identities: user.is_anonymous
      ? []
      : [
          {
            identity_id: user.id,
            id: user.id,
            user_id: user.id,
            identity_data: identityData,
            provider: "email",
            last_sign_in_at: iso(user.last_sign_in_at ?? user.created_at),
            created_at: iso(user.created_at),
            updated_at: iso(user.updated_at),
            email,
          },
        ],
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    invited_at: iso(user.invited_at),
    ...(user.factors?.length ? { factors: user.factors } : {}),
    is_anonymous: user.is_anonymous === true,
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
  last_sign_in_at, magiclink_sent_at, banned_until, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  invited_at, email_change, email_change_sent_at, is_anonymous, (select coalesce(jsonb_agg(jsonb_build_object('id', f.id, 'friendly_name', coalesce(f.friendly_name, ''),
    'factor_type', f.factor_type, 'status', f.status, 'created_at', f.created_at, 'updated_at', f.updated_at)
    order by f.created_at), '[]'::jsonb) from auth.mfa_factors f where f.user_id = users.id) as factors`;

/** True while an admin's ban holds: the user may not sign in or refresh. */
export function isBanned(user: Pick<UserRow, "banned_until">, now: number): boolean {
  return user.banned_until !== null && user.banned_until.getTime() > now;
}

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

export type LinkKind = "confirmation" | "recovery" | "magiclink";

const LINK_COLUMNS: Record<LinkKind, [token: string, sentAt: string]> = {
  confirmation: ["confirmation_token_hash", "confirmation_sent_at"],
  recovery: ["recovery_token_hash", "recovery_sent_at"],
  magiclink: ["magiclink_token_hash", "magiclink_sent_at"],
};

/**
 * Stores a link's token hash, and its code's hash when it has one (a sign-in link always; other
 * links when the admin API generates them); the previous one stops working. One code is pending
 * per user, the newest link's.
 */
export async function setLinkToken(
  db: Queryable,
  userId: string,
  kind: LinkKind,
  tokenHash: string,
  sentAt: Date,
  otpHash: string | null = null,
): Promise<void> {
  const [tokenColumn, sentColumn] = LINK_COLUMNS[kind];
  const withOtp = kind === "magiclink" || otpHash !== null;
  const otp = withOtp ? ", email_otp_hash = $4, email_otp_attempts = 0" : "";
  await db.query(
    `update auth.users set ${tokenColumn} = $2, ${sentColumn} = $3${otp}, updated_at = now() where id = $1`,
    withOtp ? [userId, tokenHash, sentAt, otpHash] : [userId, tokenHash, sentAt],
  );
}

/** Consumes an emailed token: clears it and confirms the address. Undefined when none matches in time. */
export function consumeLinkToken(db: Queryable, kind: LinkKind, tokenHash: string, sentAfter: Date) {
  const [tokenColumn, sentColumn] = LINK_COLUMNS[kind];
  const otp = kind === "magiclink" ? ", email_otp_hash = null" : "";
  return one(
    db,
    `update auth.users set ${tokenColumn} = null${otp},
       email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
     where ${tokenColumn} = $1 and ${sentColumn} > $2
     returning ${USER_COLUMNS}`,
    [tokenHash, sentAfter],
  );
}

/** How many wrong codes a sign-in link's code survives before it stops working. */
export const OTP_MAX_ATTEMPTS = 5;

/**
 * Consumes the 6-digit code mailed with a sign-in link (the link goes with it). A wrong code
 * counts against the code, which stops working after OTP_MAX_ATTEMPTS wrong tries.
 */
export async function consumeEmailOtp(
  db: Queryable,
  email: string,
  kinds: readonly LinkKind[],
  otpHash: (userId: string, kind: LinkKind) => string,
  sentAfter: Date,
) {
  const user = await findUserByEmail(db, email);
  if (!user) return undefined;
  for (const kind of kinds) {
    const [tokenColumn, sentColumn] = LINK_COLUMNS[kind];
    const matched = await one(
      db,
      `update auth.users set ${tokenColumn} = null, email_otp_hash = null, email_otp_attempts = 0,
         email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
       where id = $1 and email_otp_hash = $2 and ${sentColumn} > $3 and email_otp_attempts < $4
       returning ${USER_COLUMNS}`,
      [user.id, otpHash(user.id, kind), sentAfter, OTP_MAX_ATTEMPTS],
    );
    if (matched) return matched;
  }
  // One wrong code is one try, whichever kinds it was checked against.
  await db.query(
    `update auth.users set email_otp_attempts = email_otp_attempts + 1,
       email_otp_hash = case when email_otp_attempts + 1 >= $2 then null else email_otp_hash end
     where id = $1 and email_otp_hash is not null`,
    [user.id, OTP_MAX_ATTEMPTS],
  );
  return undefined;
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
