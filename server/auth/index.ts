/**
 * The embedded, GoTrue-compatible auth service: `createAuthService()` opens the database and
 * returns the handlers the production server mounts at /auth/v1, /rest/v1 and (without SMTP) /_dev.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { type AuthConfig, authConfigFromEnv } from "./config.ts";
import type { Service } from "./context.ts";
import { type Db, openDb } from "./db.ts";
import { loadKeys } from "./keys.ts";
import { createMailer } from "./mail.ts";
import { createMailboxHandler } from "./mailbox.ts";
import { createLimiters } from "./rate-limit.ts";
import { createRouter, PREFIX } from "./router.ts";
import { createRestHandler } from "../rest/router.ts";
import { DEV_ANON_KEY } from "./config.ts";

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface AuthService {
  /** Mount at "/auth/v1". */
  handler: Handler;
  /** Mount at "/rest/v1": the data API (PostgREST subset) on the same database. */
  rest: Handler;
  /** Mount at "/_dev" when set (no SMTP_URL): the mailbox page and JSON. */
  mailbox?: Handler;
  keys: { anonKey: string; generatedAnonKey: string };
  /** The database (tests count rows in it). */
  db: Db;
  close(): Promise<void>;
}

export { PREFIX as AUTH_PREFIX };

export async function createAuthService(
  config: AuthConfig = authConfigFromEnv(),
  clock: () => number = Date.now,
): Promise<AuthService> {
  const keys = await loadKeys(config.dataDir, config.jwtSecret);
  const db = await openDb(config.dataDir);
  const mailer = createMailer(db, config.smtpUrl, config.mailFrom);
  if (!config.smtpUrl && process.env.NODE_ENV === "production") {
    console.warn("Auth: no SMTP_URL, so mails go to the development mailbox and nobody receives them.");
  }
  const service: Service = {
    config,
    keys,
    db,
    mailer,
    limiters: createLimiters(config.rateLimits, clock),
    sessions: {
      jwtSecret: keys.jwtSecret,
      jwtExpiry: config.jwtExpiry,
      refreshReuseInterval: config.refreshReuseInterval,
      clock,
    },
    clock,
  };
  return {
    handler: createRouter(service),
    rest: createRestHandler(db, {
      jwtSecret: keys.jwtSecret,
      anonKeys: config.anonKey ? [config.anonKey] : [DEV_ANON_KEY, keys.generatedAnonKey],
      maxBodyBytes: config.maxBodyBytes,
    }),
    mailbox: mailer.local ? createMailboxHandler(db, config.mailboxOpen) : undefined,
    keys: { anonKey: config.anonKey ?? keys.generatedAnonKey, generatedAnonKey: keys.generatedAnonKey },
    db,
    close: () => db.close(),
  };
}
