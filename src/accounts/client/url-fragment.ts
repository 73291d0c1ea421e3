/**
 * The emailed links arrive at /auth/confirm or /reset-password with the outcome in the URL
 * fragment: `#access_token=...&type=signup` or `#error=...&error_code=...&error_description=...`.
 * supabase-js reads the session itself; these helpers only decide whether to load it, and read
 * an error so the page can say what happened in plain words.
 */
export interface LinkError {
  code: string;
  description: string;
}

function fragmentParams(hash: string): URLSearchParams {
  return new URLSearchParams(hash.startsWith("#") ? hash.slice(1) : hash);
}

export function fragmentCarriesSession(hash: string): boolean {
  return fragmentParams(hash).has("access_token");
}

export function fragmentError(hash: string): LinkError | null {
  const params = fragmentParams(hash);
  if (!params.has("error") && !params.has("error_code") && !params.has("error_description")) return null;
  return {
    code: params.get("error_code") || params.get("error") || "unknown",
    description: params.get("error_description") || "",
  };
}

/**
 * The note GoTrue leaves in the fragment instead of a session when a link was one of two needed
 * (`#message=...`: the first confirmation of an email change), or null.
 */
export function fragmentMessage(hash: string): string | null {
  return fragmentParams(hash).get("message") || null;
}

/** What to tell a person whose emailed link did not work. */
export function linkErrorMessage(error: LinkError): string {
  if (/expired|otp_expired|invalid/i.test(`${error.code} ${error.description}`)) {
    return "This link has expired or was already used. Links work once and only for a while.";
  }
  return "We couldn't use this link. It may have been copied only in part.";
}
