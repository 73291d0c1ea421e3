/**
 * POST /resend: mails the confirmation link again (`type: "signup"`). The answer is `{}` whether
 * or not the address has an account, or is confirmed already, as GoTrue's is; asking again
 * within AUTH_EMAIL_MAX_FREQUENCY gets 429 for any address. `email_change` mails a pending email
 * change's two links and codes again (to the address in use and the new one; earlier ones stop
 * working), with the same answers.
 */
import type { Handler } from "../context.ts";
import { errors } from "../errors.ts";
import { sendJson } from "../../core/http.ts";
import { mailLink, sentTooRecently } from "../links.ts";
import { optionalString } from "../params.ts";
import { normaliseEmail } from "../rules.ts";
import { findUserByEmail, isBanned } from "../users.ts";
import { changeWait, mailEmailChange } from "../email-change.ts";
import { takeEmailTurn } from "./email-cooldown.ts";

const TYPES = new Set(["signup", "email_change", "sms", "phone_change"]);

export const resend: Handler = async (service, call) => {
  const body = await call.body();
  const type = optionalString(body, "type");
  if (!TYPES.has(type)) throw errors.validation("Missing one of these types: signup, email_change, sms, phone_change");
  if (type === "sms" || type === "phone_change") throw errors.phoneDisabled();
  const rawEmail = optionalString(body, "email");
  if (rawEmail === "") throw errors.validation("Type provided requires an email address");
  const email = normaliseEmail(rawEmail);
  takeEmailTurn(service, call, type === "email_change" ? "email_change" : "confirmation", email);
  if (type === "email_change") {
    const user = await findUserByEmail(service.db, email);
    if (user?.email_change && !isBanned(user, service.clock()) && changeWait(service, user) === 0) {
      await mailEmailChange(service, call, user, user.email_change);
    }
  }
  if (type === "signup") {
    const user = await findUserByEmail(service.db, email);
    const waiting = user && !user.email_confirmed_at && !isBanned(user, service.clock());
    if (waiting && !sentTooRecently(service, user, "confirmation")) {
      await mailLink(service, call, user, "confirmation");
    }
  }
  sendJson(call.req, call.res, 200, {});
};
