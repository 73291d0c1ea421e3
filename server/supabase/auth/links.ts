/** Emailed links (confirmation, recovery) and the per-address frequency rule. */
import type { Call, Service } from "./context.ts";
import { confirmationMessage, recoveryMessage } from "../mail/index.ts";
import { safeRedirect } from "./redirects.ts";
import { hashToken, newLinkToken } from "../core/tokens.ts";
import { type LinkKind, setLinkToken, type UserRow } from "./users.ts";

/** True when the same kind of mail went to this user less than AUTH_EMAIL_MAX_FREQUENCY ago. */
export function sentTooRecently(service: Service, user: UserRow, kind: LinkKind): boolean {
  const sentAt = kind === "confirmation" ? user.confirmation_sent_at : user.recovery_sent_at;
  return sentAt !== null && service.clock() - sentAt.getTime() < service.config.rateLimits.emailMaxFrequency * 1000;
}

/** Stores a fresh token for `user` and mails the link; the old link of that kind stops working. */
export async function mailLink(service: Service, call: Call, user: UserRow, kind: LinkKind): Promise<void> {
  const token = newLinkToken();
  await setLinkToken(service.db, user.id, kind, hashToken(token), new Date(service.clock()));
  const redirect = safeRedirect(call.query.get("redirect_to"), call.siteOrigin, service.config.allowedRedirects);
  // The service's own URL, not the site's: on another origin the site has no /auth/v1.
  const link = new URL(`${call.apiUrl}/auth/v1/verify`);
  link.searchParams.set("token", token);
  link.searchParams.set("type", kind === "confirmation" ? "signup" : "recovery");
  link.searchParams.set("redirect_to", redirect);
  const message =
    kind === "confirmation" ? confirmationMessage(user.email, link.href) : recoveryMessage(user.email, link.href);
  await service.mailer.send(message);
}
