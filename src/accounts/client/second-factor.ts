/**
 * Two-step sign-in through supabase-js's `auth.mfa` (GoTrue's /factors): an authenticator app's
 * 6-digit code raises a session from aal1 to aal2. The same calls work against the embedded
 * service and a hosted project. Shared by sign-in, the account page and the moderation page.
 */
import type { Factor, SupabaseClient } from "@supabase/supabase-js";
import type { ServiceError } from "../messages/auth";

/** The member's verified authenticator factor, if any (the site offers one). */
export async function verifiedFactor(supabase: SupabaseClient): Promise<Factor | null> {
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) throw error;
  return data.totp.find((f) => f.status === "verified") ?? null;
}

/** The code as typed, without the spaces apps show in its middle. */
export const digitsOf = (code: string) => code.replace(/\s/g, "");

/** Whether a typed code is the 6 digits an authenticator app or an email gives, spaces aside. */
export const isSixDigits = (code: string) => /^\d{6}$/.test(digitsOf(code));

/** The problem with a typed code before anything is sent, or null. */
export const codeProblem = (code: string) =>
  isSixDigits(code) ? null : "Type the 6 digits your authenticator app shows now.";

/** Raises this session to aal2 with a code from the member's verified factor. */
export async function verifyWithCode(supabase: SupabaseClient, code: string): Promise<{ error: ServiceError | null }> {
  const factor = await verifiedFactor(supabase);
  if (!factor) return { error: { code: "mfa_factor_not_found", message: "No authenticator is set up", status: 404 } };
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code: digitsOf(code) });
  return { error };
}
