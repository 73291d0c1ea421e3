/**
 * Whether a session is half open: the member has two-step sign-in on (a verified factor) and the
 * session was opened by a password or an emailed link alone (its token's `aal` is `aal1`). It is
 * what supabase-js's getAuthenticatorAssuranceLevel() reads (currentLevel aal1, nextLevel aal2),
 * worked out from the session itself, so the shell knows it without loading the factor calls.
 */
import type { Session } from "@supabase/supabase-js";

function tokenAssurance(accessToken: string): string | null {
  try {
    const part = accessToken.split(".")[1] ?? "";
    const base64 = part
      .replace(/-/g, "+")
      .replace(/_/g, "/")
      .padEnd(Math.ceil(part.length / 4) * 4, "=");
    const claims = JSON.parse(atob(base64)) as { aal?: unknown };
    return typeof claims.aal === "string" ? claims.aal : null;
  } catch {
    return null;
  }
}

export function awaitsSecondFactor(session: Session | null): boolean {
  if (!session) return false;
  const verified = (session.user.factors ?? []).some((factor) => factor.status === "verified");
  return verified && tokenAssurance(session.access_token) === "aal1";
}
