export interface SecurityOptions {
  /** Origins besides our own that the page may fetch from (the hosted Supabase project). */
  connectOrigins: readonly string[];
  /**
   * Adds `upgrade-insecure-requests` and HSTS. Only right when visitors reach the site over
   * HTTPS: on plain http://localhost the browser would rewrite our own subresource URLs to
   * https:// and the page would load without scripts or styles.
   */
  httpsOnly: boolean;
}

type Env = Record<string, string | undefined>;

/**
 * VITE_SUPABASE_URL is what the client was built to talk to; SUPABASE_URL is accepted too.
 * HTTPS-only mode needs both NODE_ENV=production and BEHIND_HTTPS=1 (TLS is terminated by
 * a proxy in front of this server), so a production build tried out locally still works.
 */
export function securityOptionsFromEnv(env: Env = process.env): SecurityOptions {
  const connectOrigins: string[] = [];
  const supabaseUrl = env.VITE_SUPABASE_URL || env.SUPABASE_URL;
  if (supabaseUrl) {
    try {
      connectOrigins.push(new URL(supabaseUrl).origin);
    } catch {
      console.warn(`Ignoring the Supabase URL "${supabaseUrl}" in the CSP: it is not a valid URL.`);
    }
  }
  return { connectOrigins, httpsOnly: env.NODE_ENV === "production" && env.BEHIND_HTTPS === "1" };
}

/** Deny what the site never uses; the games may go fullscreen and play sound. */
const permissionsPolicy = [
  "accelerometer=()",
  "autoplay=(self)",
  "camera=()",
  "display-capture=()",
  "encrypted-media=()",
  "fullscreen=(self)",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "picture-in-picture=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
  "browsing-topics=()",
  // FLoC, superseded by Topics above. Chromium 156 still knows it, so it logs no "unrecognized feature".
  "interest-cohort=()",
].join(", ");

/**
 * `scriptHashes` are the hashes of one HTML document's own inline scripts: with them and
 * no 'unsafe-inline', those scripts run and no injected one does. Styles stay
 * 'unsafe-inline' because Emotion writes <style> elements and React writes style attributes.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], options: SecurityOptions): string {
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ["connect-src 'self'", ...options.connectOrigins].join(" "),
    "media-src 'self' blob: data:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (options.httpsOnly) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

export type HeaderList = readonly (readonly [name: string, value: string])[];

/**
 * The headers every response carries, built once at start-up. The CSP here allows no inline
 * script; an HTML page replaces it with the one naming its own scripts' hashes.
 */
export function securityHeaders(options: SecurityOptions): HeaderList {
  const headers: [string, string][] = [
    ["Content-Security-Policy", contentSecurityPolicy([], options)],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", permissionsPolicy],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    // frame-ancestors supersedes this in browsers that know CSP 2; older ones only read this.
    ["X-Frame-Options", "DENY"],
  ];
  if (options.httpsOnly) headers.push(["Strict-Transport-Security", "max-age=31536000"]);
  return headers;
}
