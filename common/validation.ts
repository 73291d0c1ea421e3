/**
 * Sign-up and sign-in rules shared by the forms (src/accounts) and the embedded auth service
 * (server/supabase/auth), so a client that skips the form still cannot store what the form refuses.
 * Pure: no React, no DOM.
 */
export const NICKNAME_MAX = 50;
export const PASSWORD_MIN = 6;

export const INVALID_NICKNAME = {
  title: "Invalid Nickname",
  description: "Nickname must be 1-50 characters and only contain letters, numbers, and spaces.",
} as const;

// Letters of any script and digits: a nickname in Japanese or with an accent is still a nickname.
const NICKNAME_PATTERN = /^[\p{L}\p{N} ]{1,50}$/u;

export function isValidNickname(value: unknown): value is string {
  if (typeof value !== "string") return false;
  if (value.trim().length === 0) return false;
  return [...value].length <= NICKNAME_MAX && NICKNAME_PATTERN.test(value);
}

// Deliberately simple: one @, something on each side, a dot in the domain, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: unknown): value is string {
  return typeof value === "string" && value.length <= 254 && EMAIL_PATTERN.test(value);
}

export function isStrongEnoughPassword(value: unknown): value is string {
  return typeof value === "string" && value.length >= PASSWORD_MIN;
}

/** The message shown beside the email field, or null when it is fine. */
export function emailProblem(value: string): string | null {
  if (value.trim() === "") return "Please enter your email address.";
  if (!isValidEmail(value.trim())) return "That doesn't look like an email address. Check for a missing @ or dot.";
  return null;
}

/** The message shown beside the password field on sign-up, or null when it is fine. */
export function newPasswordProblem(value: string): string | null {
  if (value === "") return "Please choose a password.";
  if (!isStrongEnoughPassword(value)) return `Your password needs at least ${PASSWORD_MIN} characters.`;
  return null;
}
