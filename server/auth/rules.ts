/**
 * The sign-up rules, shared with the forms through src/auth/validation.ts, turned into GoTrue's
 * errors. Emails are trimmed and lower-cased, as GoTrue stores them.
 */
import { INVALID_NICKNAME, isValidEmail, isValidNickname, PASSWORD_MIN } from "../../src/auth/validation.ts";
import { errors } from "./errors.ts";
import { PASSWORD_MAX_BYTES } from "./passwords.ts";

/** GoTrue's own check is loose (something@something); ours adds the form's rule on top. */
export function normaliseEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email === "") throw errors.validation("An email address is required");
  if (email.length > 255) throw errors.validation("An email address is too long");
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw errors.validation("Unable to validate email address: invalid format");
  if (!isValidEmail(email)) throw errors.emailInvalid(email);
  return email;
}

export function checkNewPassword(password: string): void {
  if ([...password].length < PASSWORD_MIN) throw errors.weakPassword(PASSWORD_MIN);
  if (Buffer.byteLength(password, "utf8") > PASSWORD_MAX_BYTES) {
    throw errors.validation422(`Password cannot be longer than ${PASSWORD_MAX_BYTES} characters`);
  }
}

/**
 * The user data a sign-up or update may store: the nickname only (required on sign-up). Other
 * keys are dropped, not stored: the site collects only an email address and a nickname.
 */
export function userMetadataFrom(
  data: Record<string, unknown> | undefined,
  required: boolean,
): { nickname: string } | undefined {
  const raw = data?.nickname;
  if (raw === undefined || raw === null) {
    if (required) throw errors.validation422(`A nickname is required. ${INVALID_NICKNAME.description}`);
    return undefined;
  }
  const nickname = typeof raw === "string" ? raw.normalize("NFC").trim() : raw;
  if (!isValidNickname(nickname)) throw errors.validation422(INVALID_NICKNAME.description);
  return { nickname };
}
