/** What the account page's email address panel says: its checks, its failures in words, its toasts. */
import { emailProblem } from "../../../common/validation";
import type { ServiceError } from "./auth";
import { accountProblem } from "./account-page";

/** What is wrong with the new address before anything is sent, or null. */
export function newEmailProblem(typed: string, current: string): string | null {
  const found = emailProblem(typed);
  if (found) return found;
  if (typed.trim().toLowerCase() === current.toLowerCase()) {
    return "That's the address you use now. Type the new one you'd like to use.";
  }
  return null;
}

/** A refused change of address, in words. */
export function emailChangeProblem(error: ServiceError): string {
  const code = error.code ?? "";
  if (
    code === "email_exists" ||
    code === "user_already_exists" ||
    /already (been )?registered/i.test(error.message ?? "")
  ) {
    return "Another account already uses that address. Choose a different one.";
  }
  if (code === "email_address_invalid" || code === "validation_failed") {
    return "The service didn't accept this email address. Check it for typos and try again.";
  }
  const wait = /after (\d+) seconds?/i.exec(error.message ?? "")?.[1];
  if (code === "over_email_send_rate_limit" && wait) {
    return `We sent the links a moment ago. You can ask again in ${wait} seconds.`;
  }
  if (code === "insufficient_aal") {
    return "Two-step sign-in is on: sign out, then sign in again with your app's code before changing your address.";
  }
  return accountProblem(error);
}

/** A refused code from one of the change's emails. */
export function emailChangeCodeProblem(error: ServiceError, address: string): string {
  if (error.code === "otp_expired" || error.status === 403) {
    return `The code for ${address} isn't right or has expired. Check that email, or send the links again.`;
  }
  return emailChangeProblem(error);
}

export const EMAIL_CHANGE_TOASTS = {
  sent: { title: "📬 Check both inboxes", description: "We sent a link to your current and your new address." },
  resent: { title: "Links sent again", description: "The earlier ones no longer work." },
  halfway: { title: "One address confirmed", description: "Now confirm the other one." },
  changed: { title: "Email address changed", description: "You now sign in with your new address." },
} as const;
