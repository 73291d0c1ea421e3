/** What the account page says, in one place: its toasts and its failures in plain words. */
import type { ServiceError } from "./auth";
import { commonProblem } from "./failures";

export const ACCOUNT_TOASTS = {
  nicknameSaved: { title: "Nickname saved", description: "Everyone now sees your new nickname." },
  avatarSaved: { title: "Avatar saved", description: "Your new picture is in your account menu." },
  passwordChanged: {
    title: "🔑 Password changed",
    description: "You're signed in here; other devices were signed out.",
  },
  signedOutEverywhere: { title: "Signed out everywhere", description: "Every device, this one too, is signed out." },
  deleted: {
    title: "Your account has been deleted",
    description: "Your nickname, email and personal bests are gone. Take care, and come back any time.",
  },
  codeSent: { title: "Code sent", description: "Check your email for a 6-digit code." },
  exported: { title: "Your data is downloading", description: "A JSON file with your account and your bests." },
} as const;

export const DELETE_WORD = "DELETE";

/** A failed password change: the current password, the new one, or the connection. */
export function passwordChangeProblem(error: ServiceError): string {
  const code = error.code ?? "";
  if (code === "current_password_mismatch") return "Your current password isn't right. Check it and try again.";
  if (code === "reauthentication_not_valid") {
    return "That code isn't right or has expired. Check the email, or ask for a new code.";
  }
  if (code === "same_password") return "Your new password is the same as the current one. Choose a different one.";
  if (code === "weak_password") return "That new password is too easy to guess. Try a longer one.";
  return accountProblem(error);
}

/** Any other failure of the account page, in words; a lost session sends the member to sign in. */
export function accountProblem(error: ServiceError): string {
  const code = error.code ?? "";
  if (code === "session_not_found" || code === "bad_jwt" || code === "user_not_found" || error.status === 401) {
    return "Your session has ended. Please sign in again.";
  }
  return commonProblem(error);
}
