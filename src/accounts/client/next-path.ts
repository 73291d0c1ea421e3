/**
 * Where sign-in goes afterwards: the page that sent the visitor there (`/login?next=/account`),
 * if it is a path on this site; anything else (another origin, `//host`, a backslash trick) is
 * ignored and sign-in goes home, so the link cannot be used to send people elsewhere.
 */
export function nextPath(search: string): string {
  const next = new URLSearchParams(search).get("next");
  if (!next || !next.startsWith("/") || next.startsWith("//") || /[\\\s]/.test(next)) return "/";
  return next;
}

/** The sign-in page's address that comes back to `path` afterwards. */
export function signInFor(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`;
}
