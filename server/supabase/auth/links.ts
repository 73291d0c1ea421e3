/** Emailed links (confirmation, recovery, sign-in) and the per-address frequency rule. */
import { randomInt } from "node:crypto";
import type { Call, Service } from "./context.ts";
import { confirmationMessage, recoveryMessage, signInLinkMessage } from "../mail/index.ts";
import { safeRedirect } from "./redirects.ts";
import { hashToken, newLinkToken } from "../core/tokens.ts";
import { type LinkKind, setLinkToken, type UserRow } from "./users.ts";

const SENT_AT: Record<LinkKind, keyof UserRow> = {
  confirmation: "confirmation_sent_at",
  recovery: "recovery_sent_at",
  magiclink: "magiclink_sent_at",
};

/** The `type` a link carries to /verify. */
export const VERIFY_TYPE: Record<LinkKind, string> = {
  confirmation: "signup",
  recovery: "recovery",
  magiclink: "magiclink",
};

/** True when the same kind of mail went to this user less than AUTH_EMAIL_MAX_FREQUENCY ago. */
export function sentTooRecently(service: Service, user: UserRow, kind: LinkKind): boolean {
  const sentAt = user[SENT_AT[kind]] as Date | null;
  return sentAt !== null && service.clock() - sentAt.getTime() < service.config.rateLimits.emailMaxFrequency * 1000;
}

/**
 * The stored form of an emailed code: tied to its user, so equal codes of two users differ, and
 * to its link's kind, so a recovery code does not confirm an address or sign in.
 */
export const otpHash = (code: string) => (userId: string, kind: LinkKind) =>
  hashToken(kind === "magiclink" ? `email-otp:${userId}:${code}` : `email-otp:${kind}:${userId}:${code}`);

export interface IssuedLink {
  link: string;
  /** The token the link carries (GoTrue's `hashed_token`: what `verifyOtp({ token_hash })` takes). */
  token: string;
  /** The link's 6-digit code (a sign-in link's, or any link the admin API generates); "" without one. */
  code: string;
  redirectTo: string;
}

/** Stores a fresh token for `user` and builds its link; the old link of that kind stops working. */
export async function issueLink(
  service: Service,
  call: Call,
  user: UserRow,
  kind: LinkKind,
  redirectTo = call.query.get("redirect_to"),
  withCode = kind === "magiclink",
): Promise<IssuedLink> {
  const token = newLinkToken();
  const code = withCode ? String(randomInt(0, 1_000_000)).padStart(6, "0") : "";
  await setLinkToken(
    service.db,
    user.id,
    kind,
    hashToken(token),
    new Date(service.clock()),
    code ? otpHash(code)(user.id, kind) : null,
  );
  const redirect = safeRedirect(redirectTo, call.siteOrigin, service.config.allowedRedirects);
  // The service's own URL, not the site's: on another origin the site has no /auth/v1.
  const link = new URL(`${call.apiUrl}/auth/v1/verify`);
  link.searchParams.set("token", token);
  link.searchParams.set("type", VERIFY_TYPE[kind]);
  link.searchParams.set("redirect_to", redirect);
  return { link: link.href, token, code, redirectTo: redirect };
}

/** Issues a link (see issueLink) and mails it. */
export async function mailLink(
  service: Service,
  call: Call,
  user: UserRow,
  kind: LinkKind,
  redirectTo?: string | null,
): Promise<void> {
  const { link, code } = await issueLink(service, call, user, kind, redirectTo);
  const message =
    kind === "confirmation"
      ? confirmationMessage(user.email, link)
      : kind === "recovery"
        ? recoveryMessage(user.email, link)
        : signInLinkMessage(user.email, link, code, Math.round(service.config.linkExpiry / 60));
  await service.mailer.send(message);
}
