/**
 * Changing a member's email address, as GoTrue's secure email change does: the new address waits
 * in `email_change` while a link and a 6-digit code go to the address in use and another pair to
 * the new one. Using one of each (in either order) moves the account; the first answers "accepted,
 * now confirm the other". With AUTH_MAILER_AUTOCONFIRM one confirmation is enough, as in GoTrue,
 * since sign-up then never proved the first address either. A member without an address (an
 * anonymous sign-in) gets the new address's pair only.
 */
import { randomInt } from "node:crypto";
import type { Call, Service } from "./context.ts";
import { errors } from "./errors.ts";
import { emailChangeMessage } from "../mail/index.ts";
import { safeRedirect } from "./redirects.ts";
import { hashToken, newLinkToken } from "../core/tokens.ts";
import type { Queryable } from "../core/db.ts";
import { OTP_MAX_ATTEMPTS, USER_COLUMNS, type UserRow } from "./users.ts";

export type ChangeSide = "current" | "new";

const COLUMNS: Record<ChangeSide, { token: string; otp: string }> = {
  current: { token: "email_change_token_current_hash", otp: "email_change_otp_current_hash" },
  new: { token: "email_change_token_new_hash", otp: "email_change_otp_new_hash" },
};

/** GoTrue's answer when the first of two confirmations is used. */
export const SINGLE_CONFIRMATION_ACCEPTED =
  "Confirmation link accepted. Please proceed to confirm link sent to the other email";

/** Tied to the member and the side, so one side's code never confirms the other. */
const changeOtpHash = (userId: string, side: ChangeSide, code: string) =>
  hashToken(`email-change:${side}:${userId}:${code}`);

export interface IssuedChangeLink {
  side: ChangeSide;
  /** The address this link and code are for. */
  to: string;
  link: string;
  token: string;
  code: string;
  redirectTo: string;
}

/** True when a change mail went to this member less than AUTH_EMAIL_MAX_FREQUENCY ago; the seconds left. */
export function changeWait(service: Service, user: UserRow): number {
  const sentAt = user.email_change_sent_at;
  if (!sentAt) return 0;
  const left = service.config.rateLimits.emailMaxFrequency * 1000 - (service.clock() - sentAt.getTime());
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/**
 * Stores fresh tokens and codes for `sides` of a change to `newEmail`. Sides not issued keep
 * theirs while the pending address stays the same, and lose them when it changes.
 */
export async function issueEmailChange(
  service: Service,
  call: Call,
  user: UserRow,
  newEmail: string,
  sides: readonly ChangeSide[],
  redirectTo: string | null = call.query.get("redirect_to"),
): Promise<IssuedChangeLink[]> {
  const redirect = safeRedirect(redirectTo, call.siteOrigin, service.config.allowedRedirects);
  const sameAddress = user.email_change === newEmail;
  const sets = [
    "email_change = $2",
    "email_change_sent_at = $3",
    "email_change_confirm_status = 0",
    "email_change_otp_attempts = 0",
    "updated_at = now()",
  ];
  const params: unknown[] = [user.id, newEmail, new Date(service.clock())];
  const issued: IssuedChangeLink[] = [];
  for (const side of ["current", "new"] as const) {
    const { token: tokenColumn, otp: otpColumn } = COLUMNS[side];
    if (!sides.includes(side)) {
      if (!sameAddress) sets.push(`${tokenColumn} = null`, `${otpColumn} = null`);
      continue;
    }
    const token = newLinkToken();
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    params.push(hashToken(token), changeOtpHash(user.id, side, code));
    sets.push(`${tokenColumn} = $${params.length - 1}`, `${otpColumn} = $${params.length}`);
    const link = new URL(`${call.apiUrl}/auth/v1/verify`);
    link.searchParams.set("token", token);
    link.searchParams.set("type", "email_change");
    link.searchParams.set("redirect_to", redirect);
    issued.push({
      side,
      to: side === "current" ? user.email : newEmail,
      link: link.href,
      token,
      code,
      redirectTo: redirect,
    });
  }
  await service.db.query(`update auth.users set ${sets.join(", ")} where id = $1`, params);
  return issued;
}

/** Issues both sides (the new one alone for a member without an address) and mails each to its address. */
export async function mailEmailChange(
  service: Service,
  call: Call,
  user: UserRow,
  newEmail: string,
  redirectTo?: string | null,
): Promise<void> {
  const sides: ChangeSide[] = user.email ? ["current", "new"] : ["new"];
  const issued = await issueEmailChange(service, call, user, newEmail, sides, redirectTo);
  const change = { from: user.email, to: newEmail, bothNeeded: Boolean(user.email) && !service.config.autoconfirm };
  const minutes = Math.round(service.config.linkExpiry / 60);
  for (const { to, link, code } of issued) {
    await service.mailer.send(emailChangeMessage(to, change, link, code, minutes));
  }
}

/** An anonymous user given a confirmed address is an email account from then on. */
const BECOMES_PERMANENT = `raw_app_meta_data = case when is_anonymous
    then raw_app_meta_data || '{"provider": "email", "providers": ["email"]}'::jsonb else raw_app_meta_data end,
  is_anonymous = false`;

/** With AUTH_MAILER_AUTOCONFIRM: an anonymous user's new address holds at once, as GoTrue does. */
export async function addressAnonymousUser(service: Service, userId: string, email: string): Promise<UserRow> {
  try {
    const user = (
      await service.db.query<UserRow>(
        `update auth.users set email = $2, ${BECOMES_PERMANENT}, email_confirmed_at = now(), updated_at = now()
          where id = $1 returning ${USER_COLUMNS}`,
        [userId, email],
      )
    ).rows[0];
    if (!user) throw errors.userNotFound();
    return user;
  } catch (error) {
    if ((error as { code?: string }).code === "23505") throw errors.emailExists();
    throw error;
  }
}

export type ChangeOutcome = { user: UserRow; waiting: false } | { user: UserRow; waiting: true };

/** What /verify hands over: the link's token, or an address with the code mailed to it. */
export type ChangeProof = { token: string } | { email: string; code: string };

interface PendingRow extends UserRow {
  email_change_token_current_hash: string | null;
  email_change_token_new_hash: string | null;
  email_change_otp_current_hash: string | null;
  email_change_otp_new_hash: string | null;
  email_change_otp_attempts: number;
  email_change_confirm_status: number;
}

const PENDING_COLUMNS = `${USER_COLUMNS}, email_change_token_current_hash, email_change_token_new_hash,
  email_change_otp_current_hash, email_change_otp_new_hash, email_change_otp_attempts, email_change_confirm_status`;

/** The member and the side a proof belongs to; a wrong code counts against every change it was tried on. */
async function findProven(
  db: Queryable,
  proof: ChangeProof,
  sentAfter: Date,
): Promise<{ user: PendingRow; side: ChangeSide } | undefined> {
  if ("token" in proof) {
    const hash = hashToken(proof.token);
    const user = (
      await db.query<PendingRow>(
        `select ${PENDING_COLUMNS} from auth.users
          where (email_change_token_current_hash = $1 or email_change_token_new_hash = $1)
            and email_change is not null and email_change_sent_at > $2`,
        [hash, sentAfter],
      )
    ).rows[0];
    if (!user) return undefined;
    return { user, side: user.email_change_token_current_hash === hash ? "current" : "new" };
  }
  const candidates = (
    await db.query<PendingRow>(
      `select ${PENDING_COLUMNS} from auth.users
        where email_change is not null and email_change_sent_at > $2 and email_change_otp_attempts < $3
          and ((email = $1 and email_change_otp_current_hash is not null)
            or (email_change = $1 and email_change_otp_new_hash is not null))`,
      [proof.email, sentAfter, OTP_MAX_ATTEMPTS],
    )
  ).rows;
  for (const user of candidates) {
    for (const side of ["current", "new"] as const) {
      const address = side === "current" ? user.email : user.email_change;
      const stored = side === "current" ? user.email_change_otp_current_hash : user.email_change_otp_new_hash;
      if (address === proof.email && stored === changeOtpHash(user.id, side, proof.code)) return { user, side };
    }
  }
  if (candidates.length > 0) {
    await db.query(
      `update auth.users set email_change_otp_attempts = email_change_otp_attempts + 1
        where id = any($1::uuid[])`,
      [candidates.map((c) => c.id)],
    );
  }
  return undefined;
}

/**
 * Uses a proof of an email change. The first of two confirmations is recorded (`waiting`); the
 * last moves the account to the new address, confirms it, and ends every other emailed link and
 * code, which were sent to the old address. Undefined when the proof matches nothing in time.
 */
export async function consumeEmailChange(service: Service, proof: ChangeProof): Promise<ChangeOutcome | undefined> {
  const sentAfter = new Date(service.clock() - service.config.linkExpiry * 1000);
  const found = await findProven(service.db, proof, sentAfter);
  if (!found) return undefined;
  const { user, side } = found;
  const { token: tokenColumn, otp: otpColumn } = COLUMNS[side];
  const otherPending =
    side === "current"
      ? user.email_change_token_new_hash !== null || user.email_change_otp_new_hash !== null
      : user.email_change_token_current_hash !== null || user.email_change_otp_current_hash !== null;
  const needsOther =
    !service.config.autoconfirm && Boolean(user.email) && user.email_change_confirm_status === 0 && otherPending;
  if (needsOther) {
    const updated = (
      await service.db.query<UserRow>(
        `update auth.users set ${tokenColumn} = null, ${otpColumn} = null, email_change_confirm_status = 1,
           updated_at = now() where id = $1 and ${tokenColumn} is not null returning ${USER_COLUMNS}`,
        [user.id],
      )
    ).rows[0];
    return updated ? { user: updated, waiting: true } : undefined;
  }
  try {
    const moved = (
      await service.db.query<UserRow>(
        `update auth.users set email = email_change, email_change = null, email_change_sent_at = null,
           email_change_token_current_hash = null, email_change_token_new_hash = null,
           email_change_otp_current_hash = null, email_change_otp_new_hash = null,
           email_change_otp_attempts = 0, email_change_confirm_status = 0,
           confirmation_token_hash = null, recovery_token_hash = null, magiclink_token_hash = null,
           email_otp_hash = null, reauthentication_token_hash = null, ${BECOMES_PERMANENT},
           email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
         where id = $1 and email_change = $2 returning ${USER_COLUMNS}`,
        [user.id, user.email_change],
      )
    ).rows[0];
    return moved ? { user: moved, waiting: false } : undefined;
  } catch (error) {
    // Another account took the address while this change waited.
    if ((error as { code?: string }).code === "23505") throw errors.emailExists();
    throw error;
  }
}
