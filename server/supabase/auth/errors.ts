/**
 * GoTrue's error answers. A request that sends `X-Supabase-Api-Version: 2024-01-01` (supabase-js
 * always does) gets the header echoed and `{ code, message }`, where `code` is the error code;
 * any other request gets the original shape `{ code: <status>, error_code, msg }`. supabase-js
 * reads `code` as the error code only when the response carries the header.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { sendJson } from "../core/http.ts";

export const API_VERSION_HEADER = "x-supabase-api-version";
export const API_VERSION_2024 = "2024-01-01";

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra fields GoTrue adds for some errors (e.g. `weak_password: { reasons }`). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

const make = (status: number, code: string) => (message: string, extra?: Record<string, unknown>) =>
  new AuthError(status, code, message, extra);

export const errors = {
  validation: make(400, "validation_failed"),
  validation422: make(422, "validation_failed"),
  badJson: make(400, "bad_json"),
  tooLarge: make(413, "request_too_large"),
  invalidCredentials: () => new AuthError(400, "invalid_credentials", "Invalid login credentials"),
  emailNotConfirmed: () => new AuthError(400, "email_not_confirmed", "Email not confirmed"),
  weakPassword: (min: number) =>
    new AuthError(422, "weak_password", `Password should be at least ${min} characters.`, {
      weak_password: { reasons: ["length"] },
    }),
  currentPasswordMismatch: () =>
    new AuthError(400, "current_password_mismatch", "Current password required when setting new password."),
  samePassword: () => new AuthError(422, "same_password", "New password should be different from the old password."),
  emailInvalid: (email: string) =>
    new AuthError(400, "email_address_invalid", `Email address ${JSON.stringify(email)} is invalid`),
  phoneDisabled: () => new AuthError(400, "phone_provider_disabled", "Phone signups are disabled"),
  userExists: () => new AuthError(422, "user_already_exists", "User already registered"),
  requestRateLimit: () => new AuthError(429, "over_request_rate_limit", "Request rate limit reached"),
  emailRateLimit: () => new AuthError(429, "over_email_send_rate_limit", "Email rate limit exceeded"),
  emailFrequency: (seconds: number) =>
    new AuthError(
      429,
      "over_email_send_rate_limit",
      `For security purposes, you can only request this after ${seconds} seconds.`,
    ),
  noAuthorization: () => new AuthError(401, "no_authorization", "This endpoint requires a valid Bearer token"),
  badJwt: (reason: string) =>
    new AuthError(403, "bad_jwt", `invalid JWT: unable to parse or verify signature, ${reason}`),
  missingSub: () => new AuthError(403, "bad_jwt", "invalid claim: missing sub claim"),
  userNotFound: () => new AuthError(403, "user_not_found", "User from sub claim in JWT does not exist"),
  sessionNotFound: () => new AuthError(403, "session_not_found", "Session from session_id claim in JWT does not exist"),
  refreshNotFound: () =>
    new AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found"),
  refreshAlreadyUsed: () => new AuthError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used"),
  otpExpired: () => new AuthError(403, "otp_expired", "Token has expired or is invalid"),
  notFound: () => new AuthError(404, "not_found", "Not found"),
  methodNotAllowed: () => new AuthError(405, "method_not_allowed", "Method not allowed"),
  insufficientStorage: () =>
    new AuthError(507, "insufficient_storage", "The server is out of storage space. Please try again later."),
  unexpected: () =>
    new AuthError(500, "unexpected_failure", "Unexpected failure, please check server logs for more information"),
};

export function wantsApiVersion2024(req: IncomingMessage): boolean {
  const raw = req.headers[API_VERSION_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  // Dates compare as strings; any version at or after 2024-01-01 gets the newer shape.
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= API_VERSION_2024;
}

export function sendError(req: IncomingMessage, res: ServerResponse, error: AuthError): void {
  const body = wantsApiVersion2024(req)
    ? { code: error.code, message: error.message, ...error.extra }
    : { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
  sendJson(req, res, error.status, body);
}
