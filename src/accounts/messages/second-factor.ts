/** What two-step sign-in says: its failures in words, and its toasts. Loaded by the pages that use it. */
import type { ServiceError } from "./auth";
import { commonProblem } from "./failures";

/** A refused authenticator code, as the sign-in step, the account page and moderation tell it. */
export function secondFactorProblem(error: ServiceError): string {
  const code = error.code ?? "";
  if (code === "mfa_verification_failed" || /invalid totp/i.test(error.message ?? "")) {
    return "That code isn't right. Codes change every 30 seconds and each works once: type the one your app shows now.";
  }
  if (code === "mfa_challenge_expired") return "That took a little too long. Type the code your app shows now.";
  if (code === "mfa_factor_not_found") {
    return "Two-step sign-in isn't set up on this account any more. Reload the page to carry on.";
  }
  if (code === "session_not_found" || code === "bad_jwt" || error.status === 401) {
    return "Your session has ended. Please sign in again.";
  }
  return commonProblem(error);
}

export const SECOND_FACTOR_TOASTS = {
  on: { title: "🔐 Two-step sign-in is on", description: "Next time you sign in, we'll ask for a code from your app." },
  off: { title: "Two-step sign-in is off", description: "Your password alone signs you in again." },
  keyCopied: { title: "Key copied", description: "Paste it into your authenticator app." },
} as const;
