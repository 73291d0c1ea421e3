/**
 * The embedded, Supabase-compatible backend: `createSupabase()` opens the database and composes
 * the services on it into the handlers the production server mounts at /auth/v1, /rest/v1 and
 * (without SMTP) /_dev.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { createAuthHandler } from "./auth/index.ts";
import { type AuthConfig, authConfigFromEnv, DEV_ANON_KEY } from "./core/config.ts";
import { type Db, openDb } from "./core/db.ts";
import { loadKeys } from "./core/keys.ts";
import { createMailboxHandler, createMailer } from "./mail/index.ts";
import { createRestHandler } from "./rest/index.ts";

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface Supabase {
  /** Mount at "/auth/v1". */
  auth: Handler;
  /** Mount at "/rest/v1": the data API (PostgREST subset) on the same database. */
  rest: Handler;
  /** Mount at "/_dev" when set (no SMTP_URL): the mailbox page and JSON. */
  mailbox?: Handler;
  keys: { anonKey: string; generatedAnonKey: string };
  /** The database (tests count rows in it). */
  db: Db;
  close(): Promise<void>;
}

export async function createSupabase(
  config: AuthConfig = authConfigFromEnv(),
  clock: () => number = Date.now,
): Promise<Supabase> {
  const keys = await loadKeys(config.dataDir, config.jwtSecret);
  const db = await openDb(config.dataDir);
  const mailer = createMailer(db, config.smtpUrl, config.mailFrom);
  if (!config.smtpUrl && process.env.NODE_ENV === "production") {
    console.warn("Auth: no SMTP_URL, so mails go to the development mailbox and nobody receives them.");
  }
  return {
    auth: createAuthHandler({ config, keys, db, mailer, clock }),
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
