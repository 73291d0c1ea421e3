/**
 * GET /verify: the link in the email. Consumes the token, signs the user in and answers 303 to
 * the redirect target with the session in the URL fragment (which never reaches a server), as
 * supabase-js's `detectSessionInUrl` expects; a bad or expired link gets `error`, `error_code`
 * and `error_description` there instead. POST /verify: the same, answered with JSON.
 */
import type { Call, Handler, Service } from "../context.ts";
import { AuthError, errors } from "../errors.ts";
import { enforce } from "../rate-limit.ts";
import { sendJson, sendRedirect } from "../../core/http.ts";
import { optionalString } from "../params.ts";
import { safeRedirect } from "../redirects.ts";
import { startSession } from "../sessions.ts";
import { hashToken } from "../../core/tokens.ts";
import { otpHash } from "../links.ts";
import { consumeEmailOtp, consumeLinkToken, isBanned, type LinkKind, type UserRow } from "../users.ts";

/** The stored link each `type` may consume; `email` is any link that signs in by email. */
const KINDS: Record<string, LinkKind[]> = {
  signup: ["confirmation"],
  invite: ["confirmation"],
  email: ["confirmation", "magiclink"],
  magiclink: ["magiclink"],
  recovery: ["recovery"],
};

const SIX_DIGITS = /^\d{6}$/;

async function verifyToken(service: Service, type: string, token: string, email = "") {
  const kinds = KINDS[type];
  if (!kinds) throw errors.validation("Verify requires a verification type");
  if (token === "" || token.length > 128) throw errors.otpExpired();
  const sentAfter = new Date(service.clock() - service.config.linkExpiry * 1000);
  let user: UserRow | undefined;
  if (email !== "" && SIX_DIGITS.test(token) && kinds.includes("magiclink")) {
    // The code mailed with a sign-in link, typed on another device.
    user = await consumeEmailOtp(service.db, email.trim().toLowerCase(), otpHash(token), sentAfter);
  } else {
    for (const kind of kinds) {
      user ??= await consumeLinkToken(service.db, kind, hashToken(token), sentAfter);
    }
  }
  if (!user) throw errors.otpExpired();
  if (isBanned(user, service.clock())) throw errors.userBanned();
  const session = await startSession(service.db, service.sessions, user.id, "otp");
  if (!session) throw errors.otpExpired();
  return session;
}

function withFragment(target: string, params: Record<string, string | number>): string {
  const url = new URL(target);
  url.hash = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return url.href;
}

export const verifyGet: Handler = async (service: Service, call: Call) => {
  const redirect = safeRedirect(call.query.get("redirect_to"), call.siteOrigin, service.config.allowedRedirects);
  const type = call.query.get("type") ?? "";
  const fail = (error: string, code: string, description: string) =>
    sendRedirect(call.res, withFragment(redirect, { error, error_code: code, error_description: description }));

  if (!service.limiters.verify.take(call.address)) {
    return fail(
      "access_denied",
      "over_request_rate_limit",
      "Too many attempts: please wait a few minutes and try again",
    );
  }
  try {
    const session = await verifyToken(service, type, call.query.get("token") ?? "");
    sendRedirect(
      call.res,
      withFragment(redirect, {
        access_token: session.access_token,
        expires_at: session.expires_at,
        expires_in: session.expires_in,
        refresh_token: session.refresh_token,
        token_type: "bearer",
        type: type === "email" ? "signup" : type,
      }),
    );
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    if (error.code === "otp_expired")
      return fail("access_denied", "otp_expired", "Email link is invalid or has expired");
    fail("invalid_request", error.code, error.message);
  }
};

/** Phone numbers as GoTrue checks them: E.164 digits, a leading + and spaces allowed. */
const E164 = /^[1-9][0-9]{1,14}$/;

export const verifyPost: Handler = async (service, call) => {
  enforce(service.limiters.verify, call, errors.requestRateLimit);
  const body = await call.body();
  const type = optionalString(body, "type");
  const phone = optionalString(body, "phone");
  if (phone !== "" || type === "sms" || type === "phone_change") {
    // No account here has a phone number, so no code sent to one can be right.
    if (!E164.test(phone.replace(/^\+/, "").replace(/\s/g, "")))
      throw errors.validation("Invalid phone number format (E.164 required)");
    throw errors.otpExpired();
  }
  // Links carry the token itself (`token_hash`); `token` with `email` is the 6-digit code of a
  // sign-in link, or a link's token typed in full.
  const tokenHash = optionalString(body, "token_hash");
  const email = tokenHash ? "" : optionalString(body, "email");
  const token = tokenHash || optionalString(body, "token");
  sendJson(call.req, call.res, 200, await verifyToken(service, type, token, email));
};
