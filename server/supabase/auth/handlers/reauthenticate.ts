/**
 * GET /reauthenticate: mails the signed-in member a 6-digit code (GoTrue's nonce) that PUT /user
 * takes with a new password in place of the current one. A stolen access token alone then still
 * cannot change the password: the mailbox is needed too. The code works once, for 15 minutes, and stops after five wrong tries.
 */
import { randomInt } from "node:crypto";
import { requireUser } from "../auth-user.ts";
import type { Handler, Service } from "../context.ts";
import { AuthError, errors } from "../errors.ts";
import { reauthenticationMessage } from "../../mail/index.ts";
import { sendJson } from "../../core/http.ts";
import { hashToken } from "../../core/tokens.ts";

const nonceHash = (userId: string, code: string) => hashToken(`reauthentication:${userId}:${code}`);
const MAX_ATTEMPTS = 5;
const NONCE_SECONDS = 15 * 60;

export const reauthenticate: Handler = async (service, call) => {
  const { user } = await requireUser(service, call).catch((error: unknown) => {
    // The anon key as the bearer: GoTrue finds no user, so no address to send a code to.
    if (error instanceof AuthError && error.message === errors.missingSub().message)
      throw errors.validation("Reauthentication requires the user to have an email or a phone number");
    throw error;
  });
  // An anonymous sign-in has no address to send a code to.
  if (!user.email) throw errors.validation("Reauthentication requires the user to have an email or a phone number");
  const sentAt = (
    await service.db.query<{ reauthentication_sent_at: Date | null }>(
      "select reauthentication_sent_at from auth.users where id = $1",
      [user.id],
    )
  ).rows[0]?.reauthentication_sent_at;
  const wait = service.config.rateLimits.emailMaxFrequency * 1000;
  if (sentAt && service.clock() - sentAt.getTime() < wait)
    throw errors.emailFrequency(Math.ceil((wait - (service.clock() - sentAt.getTime())) / 1000));
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await service.db.query(
    `update auth.users set reauthentication_token_hash = $2, reauthentication_sent_at = $3,
       reauthentication_attempts = 0 where id = $1`,
    [user.id, nonceHash(user.id, code), new Date(service.clock())],
  );
  await service.mailer.send(reauthenticationMessage(user.email, code));
  sendJson(call.req, call.res, 200, {});
};

/** True when `code` is the member's live reauthentication code; it is used up either way once right. */
export async function consumeNonce(service: Service, userId: string, code: string): Promise<boolean> {
  const sentAfter = new Date(service.clock() - Math.min(service.config.linkExpiry, NONCE_SECONDS) * 1000);
  const used = await service.db.query(
    `update auth.users set reauthentication_token_hash = null, reauthentication_attempts = 0
      where id = $1 and reauthentication_token_hash = $2 and reauthentication_sent_at > $3
        and reauthentication_attempts < $4 returning id`,
    [userId, nonceHash(userId, code.trim()), sentAfter, MAX_ATTEMPTS],
  );
  if (used.rows.length > 0) return true;
  await service.db.query(
    "update auth.users set reauthentication_attempts = reauthentication_attempts + 1 where id = $1",
    [userId],
  );
  return false;
}
