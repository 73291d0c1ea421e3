/**
 * The auth service's settings, read once from the environment (README, "Accounts: the
 * embedded auth service", lists every variable). Defaults follow GoTrue's where it has one.
 */
import path from "node:path";

export interface RateLimits {
  /** Sign-ups and password sign-ins per client address per 5 minutes (GoTrue: 30). */
  signInSignUps: number;
  /** Refresh-token grants per client address per 5 minutes (GoTrue: 150). */
  tokenRefresh: number;
  /** Verifications (GET and POST /verify) per client address per 5 minutes (GoTrue: 30). */
  verify: number;
  /** Emails sent on behalf of one client address per hour (GoTrue: 30). */
  emailSent: number;
  /** Seconds before the same address may be mailed the same kind of link again (GoTrue: 60). */
  emailMaxFrequency: number;
}

export interface AuthConfig {
  dataDir: string;
  /** Where `npm run backup` writes when given no file, and where a failed start looks for one. */
  backupDir: string;
  /** Flush the WAL to stable storage before COMMIT returns (AUTH_DB_FSYNC=off: don't). */
  dbFsync: boolean;
  /** The site: the default redirect after a link (GoTrue's SITE_URL); unset: the request's origin. */
  siteUrl?: string;
  /**
   * This service's own public URL, which emailed links point at (`<it>/auth/v1/verify`; GoTrue's
   * API_EXTERNAL_URL). Unset: AUTH_SITE_URL (the site serves the service on its own origin),
   * else the request's origin.
   */
  apiExternalUrl?: string;
  /** When set, requests must carry this key (or a valid user JWT) in `apikey` or `Authorization`. */
  anonKey?: string;
  /** When unset, generated on first start and kept in the data folder. */
  jwtSecret?: string;
  /** The admin API's key; when unset, generated with the JWT secret and kept in the data folder. */
  serviceRoleKey?: string;
  jwtExpiry: number;
  /** Redirect targets allowed besides the site's own origin (exact URLs, or prefixes ending in `*`). */
  allowedRedirects: string[];
  /** Seconds a used refresh token may be presented again and get the same child back. */
  refreshReuseInterval: number;
  /** Seconds an emailed link stays valid (GoTrue's MAILER_OTP_EXP: 86400). */
  linkExpiry: number;
  rateLimits: RateLimits;
  /** When set, mail goes out through this SMTP server and the dev mailbox is off. */
  smtpUrl?: string;
  mailFrom: string;
  /**
   * Sign-up confirms the address at once and answers with a session (GoTrue's
   * MAILER_AUTOCONFIRM). Off by default: the site asks people to confirm their email.
   */
  autoconfirm: boolean;
  /** Serve /_dev/mailbox to any address, not only to this machine. */
  mailboxOpen: boolean;
  /** Largest accepted request body in bytes. */
  maxBodyBytes: number;
  /** Largest accepted upload to storage in bytes (a bucket's own limit may be lower). */
  maxUploadBytes: number;
  bcryptCost: number;
  /** Use X-Forwarded-For / X-Forwarded-Proto from a proxy in front of this server. */
  trustProxy: boolean;
  /** One log line per auth request (method, path, status). */
  logRequests: boolean;
  /**
   * MODERATOR_MFA: moderators verify a second factor (aal2) before they act. On by default when
   * NODE_ENV=production; written into public.station_settings at start.
   */
  moderatorMfa: boolean;
  /** AUTH_ANONYMOUS=1: `POST /signup` with no address or phone makes an anonymous user (GoTrue's anonymous sign-ins). */
  anonymousSignIns: boolean;
}

type Env = Record<string, string | undefined>;

function num(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min)
    throw new Error(`${name} must be a number of at least ${min}, not "${raw}".`);
  return value;
}

function list(raw: string | undefined): string[] {
  return (raw ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

export function authConfigFromEnv(env: Env = process.env, root = process.cwd()): AuthConfig {
  const siteUrl = env.AUTH_SITE_URL?.replace(/\/+$/, "") || undefined;
  if (siteUrl) new URL(siteUrl); // throws early on a typo
  const apiExternalUrl = env.AUTH_API_EXTERNAL_URL?.replace(/\/+$/, "") || siteUrl;
  if (apiExternalUrl) new URL(apiExternalUrl);
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !siteUrl) {
    // Without a fixed site URL, links would be built from the request's Host header, which a
    // caller chooses: a real recovery mail could then point at someone else's server.
    throw new Error("SMTP_URL is set: set AUTH_SITE_URL too, so emailed links point at this site.");
  }
  const allowedRedirects = list(env.AUTH_ALLOWED_REDIRECTS);
  for (const entry of allowedRedirects) {
    try {
      new URL(entry.replace(/\*$/, ""));
    } catch {
      throw new Error(`AUTH_ALLOWED_REDIRECTS: "${entry}" is not a URL (write e.g. https://example.org/auth/confirm).`);
    }
  }
  return {
    dataDir: path.resolve(root, env.AUTH_DATA_DIR || ".data"),
    backupDir: path.resolve(root, env.AUTH_BACKUP_DIR || ".backups"),
    dbFsync: env.AUTH_DB_FSYNC !== "off",
    siteUrl,
    apiExternalUrl,
    anonKey: env.AUTH_ANON_KEY || undefined,
    jwtSecret: env.AUTH_JWT_SECRET || undefined,
    serviceRoleKey: env.AUTH_SERVICE_ROLE_KEY || undefined,
    jwtExpiry: num(env, "AUTH_JWT_EXPIRY", 3600, 30),
    allowedRedirects,
    refreshReuseInterval: num(env, "AUTH_REFRESH_REUSE_INTERVAL", 10),
    linkExpiry: num(env, "AUTH_LINK_EXPIRY", 86400, 60),
    rateLimits: {
      signInSignUps: num(env, "AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS", 30, 1),
      tokenRefresh: num(env, "AUTH_RATE_LIMIT_TOKEN_REFRESH", 150, 1),
      verify: num(env, "AUTH_RATE_LIMIT_VERIFY", 30, 1),
      emailSent: num(env, "AUTH_RATE_LIMIT_EMAIL_SENT", 30, 1),
      emailMaxFrequency: num(env, "AUTH_EMAIL_MAX_FREQUENCY", 60),
    },
    smtpUrl,
    mailFrom: env.SMTP_FROM || "Little Space Station <no-reply@localhost>",
    autoconfirm: env.AUTH_MAILER_AUTOCONFIRM === "1",
    mailboxOpen: env.AUTH_MAILBOX_OPEN === "1",
    maxBodyBytes: num(env, "AUTH_MAX_BODY_BYTES", 64 * 1024, 1024),
    maxUploadBytes: num(env, "STORAGE_MAX_UPLOAD_BYTES", 10 * 1024 * 1024, 1024),
    bcryptCost: num(env, "AUTH_BCRYPT_COST", 10, 4),
    trustProxy: env.AUTH_TRUST_PROXY === "1",
    // The production server's own log (LOG_REQUESTS=1) already has a line per request.
    logRequests: env.AUTH_LOG_REQUESTS ? env.AUTH_LOG_REQUESTS !== "0" : env.LOG_REQUESTS !== "1",
    moderatorMfa: env.MODERATOR_MFA
      ? env.MODERATOR_MFA === "1" || env.MODERATOR_MFA === "on"
      : env.NODE_ENV === "production",
    anonymousSignIns: env.AUTH_ANONYMOUS === "1",
  };
}

/** The literal key the client uses against the embedded service when no key is configured. */
export const DEV_ANON_KEY = "lss-embedded-dev-anon-key";
