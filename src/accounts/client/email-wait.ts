/**
 * The wait between two emailed links to one address: the service answers 429 with "you can only
 * request this after N seconds"; the pages count down from N (or a minute after a send).
 */
import type { ServiceError } from "../messages/auth";

/** The service's AUTH_EMAIL_MAX_FREQUENCY default: a minute between two mails of one kind. */
export const EMAIL_WAIT_SECONDS = 60;

/** Seconds to wait before asking again, when `error` is the service's per-address wait. */
export function emailWaitSeconds(error: ServiceError): number | null {
  if (error.status !== 429 && error.code !== "over_email_send_rate_limit") return null;
  const match = /after (\d+) seconds?/i.exec(error.message ?? "");
  return match ? Number(match[1]) : EMAIL_WAIT_SECONDS;
}

/** sessionStorage: the address just signed up with, so the confirmation page can send again. */
export const SIGNUP_EMAIL_KEY = "lss-signup-email";

export function rememberSignUpEmail(email: string): void {
  try {
    sessionStorage.setItem(SIGNUP_EMAIL_KEY, JSON.stringify({ email, sentAt: Date.now() }));
  } catch {
    // Storage blocked: the page asks for the address instead.
  }
}

/** The stored text (a stable snapshot for useSyncExternalStore), or null. */
export function signUpEmailSnapshot(): string | null {
  try {
    return sessionStorage.getItem(SIGNUP_EMAIL_KEY);
  } catch {
    return null;
  }
}

export function recallSignUpEmail(
  raw: string | null = signUpEmailSnapshot(),
): { email: string; sentAt: number } | null {
  try {
    const saved = JSON.parse(raw ?? "null") as unknown;
    if (saved && typeof saved === "object" && "email" in saved && typeof saved.email === "string") {
      const sentAt = "sentAt" in saved && typeof saved.sentAt === "number" ? saved.sentAt : 0;
      return { email: saved.email, sentAt };
    }
  } catch {
    // Storage blocked or damaged: ask.
  }
  return null;
}
