/**
 * The wait between two mails of one kind to one address, answered as GoTrue does (429
 * `over_email_send_rate_limit` with the seconds left) but kept for every address asked about,
 * with or without an account, so the answer never tells which addresses have one.
 */
import type { Call, Service } from "../context.ts";
import { errors } from "../errors.ts";
import { enforce } from "../rate-limit.ts";

export function takeEmailTurn(service: Service, call: Call, kind: string, email: string): void {
  enforce(service.limiters.emailSent, call, errors.emailRateLimit);
  const wait = service.limiters.emailCooldown.start(`${kind}:${email}`);
  if (wait > 0) {
    call.res.setHeader("Retry-After", String(wait));
    throw errors.emailFrequency(wait);
  }
}

/** Starts the wait without checking it: sign-up mails a link, and /resend must then wait. */
export function startEmailWait(service: Service, kind: string, email: string): void {
  service.limiters.emailCooldown.start(`${kind}:${email}`);
}
