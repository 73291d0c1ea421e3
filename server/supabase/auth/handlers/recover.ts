/**
 * POST /recover: mails a password-reset link. The answer is the same `{}` whether or not the
 * address has an account, and a repeat within AUTH_EMAIL_MAX_FREQUENCY is dropped silently
 * (GoTrue answers 429 there, which would tell that the account exists).
 */
import type { Handler } from "../context.ts";
import { errors } from "../errors.ts";
import { enforce } from "../rate-limit.ts";
import { sendJson } from "../../core/http.ts";
import { mailLink, sentTooRecently } from "../links.ts";
import { optionalString } from "../params.ts";
import { normaliseEmail } from "../rules.ts";
import { findUserByEmail } from "../users.ts";

export const recover: Handler = async (service, call) => {
  const body = await call.body();
  const email = normaliseEmail(optionalString(body, "email"));
  enforce(service.limiters.emailSent, call, errors.emailRateLimit);
  const user = await findUserByEmail(service.db, email);
  if (user && !sentTooRecently(service, user, "recovery")) await mailLink(service, call, user, "recovery");
  sendJson(call.req, call.res, 200, {});
};
