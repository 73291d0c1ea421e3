/**
 * Where the auth service lives. A hosted Supabase project when VITE_SUPABASE_URL and
 * VITE_SUPABASE_ANON_KEY were set at build time; otherwise the embedded GoTrue-compatible
 * service that the production server mounts under /auth/v1 on the site's own origin.
 */
export const EMBEDDED_ANON_KEY = "lss-embedded-dev-anon-key";

/** One key for the session in storage, whichever storage holds it (see remember-storage.ts). */
export const AUTH_STORAGE_KEY = "lss-auth";

export interface AuthConfig {
  url: string;
  anonKey: string;
}

export function authConfig(origin: string, env: Record<string, unknown> = import.meta.env ?? {}): AuthConfig {
  const url = typeof env.VITE_SUPABASE_URL === "string" ? env.VITE_SUPABASE_URL.trim() : "";
  const key = typeof env.VITE_SUPABASE_ANON_KEY === "string" ? env.VITE_SUPABASE_ANON_KEY.trim() : "";
  if (url && key) return { url: url.replace(/\/+$/, ""), anonKey: key };
  return { url: origin, anonKey: EMBEDDED_ANON_KEY };
}

/** Where the emailed links send people back to, on this site. */
export const authRedirects = {
  confirm: (origin: string) => `${origin}/auth/confirm`,
  resetPassword: (origin: string) => `${origin}/reset-password`,
  signedIn: (origin: string) => `${origin}/auth/confirm?signin`,
  emailChange: (origin: string) => `${origin}/auth/confirm?email-change`,
};
