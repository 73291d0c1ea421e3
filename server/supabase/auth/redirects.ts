/**
 * Where the email links may send a browser: the site's own origin, or a target listed in
 * AUTH_ALLOWED_REDIRECTS (an exact URL, or a prefix ending in `*`). Anything else goes to the
 * site's root, so the service cannot be used to bounce people, or their tokens, elsewhere.
 */
export function isAllowedRedirect(target: string, siteOrigin: string, allowed: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (url.username || url.password) return false;
  if (url.origin === new URL(siteOrigin).origin) return true;
  const normalised = url.href;
  return allowed.some((entry) =>
    entry.endsWith("*") ? normalised.startsWith(entry.slice(0, -1)) : normalised === new URL(entry).href,
  );
}

/** The redirect to use: the requested one when allowed, else the site's root. */
export function safeRedirect(
  target: string | null | undefined,
  siteOrigin: string,
  allowed: readonly string[],
): string {
  if (target && isAllowedRedirect(target, siteOrigin, allowed)) return new URL(target).href;
  return new URL("/", siteOrigin).href;
}
