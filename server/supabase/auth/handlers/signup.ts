/**
 * POST /signup. Email confirmation is on: the answer is the user without a session, and a link
 * is mailed. For an address that already has a confirmed account, GoTrue's answer is kept: a
 * made-up unconfirmed user and no mail, so sign-up does not tell who has an account.
 */
import { randomUUID } from "node:crypto";
import type { Call, Handler, Service } from "../context.ts";
import { errors } from "../errors.ts";
import { anonymousDisabled } from "./disabled.ts";
import { enforce } from "../rate-limit.ts";
import { sendJson } from "../../core/http.ts";
import { mailLink, sentTooRecently } from "../links.ts";
import { optionalObject, optionalString } from "../params.ts";
import { hashPassword } from "../passwords.ts";
import { checkNewPassword, checkNicknameAllowed, normaliseEmail, userMetadataFrom } from "../rules.ts";
import { startSession } from "../sessions.ts";
import { startEmailWait } from "./email-cooldown.ts";
import { findUserByEmail, insertUser, obfuscatedUserJson, userJson } from "../users.ts";

/**
 * An anonymous sign-in: a user with no address and no password, signed in at once. A nickname is
 * optional (the rule applies when one is sent); the database keeps such a member out of the
 * contest and Storage until they add an address (supabase/migrations, `is_anonymous` claim).
 */
async function signUpAnonymously(service: Service, call: Call, data: Record<string, unknown> | undefined) {
  const userMetadata = userMetadataFrom(data ? { nickname: data.nickname } : undefined, false) ?? {};
  await checkNicknameAllowed(service.db, userMetadata);
  const created = (
    await service.db.query<{ id: string }>(
      `insert into auth.users (id, email, encrypted_password, is_anonymous, raw_app_meta_data, raw_user_meta_data)
       values ($1, null, '', true, $2, $3) returning id`,
      [randomUUID(), { provider: "anonymous", providers: ["anonymous"] }, userMetadata],
    )
  ).rows[0]!;
  const session = await startSession(service.db, service.sessions, created.id, "anonymous");
  if (!session) throw errors.unexpected();
  sendJson(call.req, call.res, 200, session);
}

export const signup: Handler = async (service, call) => {
  enforce(service.limiters.signInSignUps, call, errors.requestRateLimit);
  const body = await call.body();
  const rawEmail = optionalString(body, "email");
  const phone = optionalString(body, "phone");
  const password = optionalString(body, "password");
  const data = optionalObject(body, "data");

  // No address and no phone is supabase-js's signInAnonymously(): off unless the owner turns it on.
  if (rawEmail === "" && phone === "") {
    if (!service.config.anonymousSignIns) throw anonymousDisabled();
    return signUpAnonymously(service, call, data);
  }
  if (password === "") throw errors.validation422("Signup requires a valid password");
  checkNewPassword(password);
  if (rawEmail === "" && phone !== "") throw errors.phoneDisabled();
  if (rawEmail === "") throw errors.validation("To signup, please provide your email");
  const email = normaliseEmail(rawEmail);
  const userMetadata = userMetadataFrom(data, true) ?? {};
  await checkNicknameAllowed(service.db, userMetadata);
  // Whatever happens next, a resend must now wait its turn (for every address alike).
  if (!service.config.autoconfirm) startEmailWait(service, "confirmation", email);

  const existing = await findUserByEmail(service.db, email);
  // With confirmations off there is no mail to hide behind, so GoTrue says it plainly.
  if (existing && service.config.autoconfirm) throw errors.userExists();
  if (existing?.email_confirmed_at) return sendJson(call.req, call.res, 200, obfuscatedUserJson(email, userMetadata));
  if (existing) {
    // Unconfirmed: mail the link again, unless one went out a moment ago (then answer the same
    // way without mailing, rather than with a 429 that would tell an account exists).
    if (!sentTooRecently(service, existing, "confirmation")) {
      enforce(service.limiters.emailSent, call, errors.emailRateLimit);
      await mailLink(service, call, existing, "confirmation");
    }
    // Made up as well: the stored account's id, nickname and dates are its owner's business.
    return sendJson(call.req, call.res, 200, obfuscatedUserJson(email, userMetadata));
  }

  if (!service.config.autoconfirm) enforce(service.limiters.emailSent, call, errors.emailRateLimit);
  const passwordHash = await hashPassword(password, service.config.bcryptCost);
  const created = await insertUser(service.db, { email, passwordHash, userMetadata });
  if (!created) {
    // Another sign-up for this address won the race: answer as for an existing account.
    return sendJson(call.req, call.res, 200, obfuscatedUserJson(email, userMetadata));
  }
  if (service.config.autoconfirm) {
    await service.db.query("update auth.users set email_confirmed_at = now() where id = $1", [created.id]);
    const session = await startSession(service.db, service.sessions, created.id);
    if (!session) throw errors.unexpected();
    return sendJson(call.req, call.res, 200, session);
  }
  try {
    await mailLink(service, call, created, "confirmation");
  } catch (error) {
    // As GoTrue's transaction does: no account without its confirmation mail.
    await service.db.query("delete from auth.users where id = $1", [created.id]);
    console.error("Auth: could not send the confirmation mail:", (error as Error).message);
    throw errors.unexpected();
  }
  const user = (await findUserByEmail(service.db, email)) ?? created;
  sendJson(call.req, call.res, 200, userJson(user));
};
