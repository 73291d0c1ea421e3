/**
 * The embedded, Supabase-compatible backend: `createSupabase()` opens the database and composes
 * the services on it into the handlers the production server mounts at /auth/v1, /rest/v1 and
 * (without SMTP) /_dev.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { createAuthHandler } from "./auth/index.ts";
import { createBackupHandler } from "./backup/index.ts";
import { type AuthConfig, authConfigFromEnv, DEV_ANON_KEY } from "./core/config.ts";
import { lockDataFolder } from "./core/data-lock.ts";
import { type Db, openDb, scriptName } from "./core/db.ts";
import { loadKeys } from "./core/keys.ts";
import { createMailboxHandler, createMailer } from "./mail/index.ts";
import { removeOrphanPictures, sweepEveryHour } from "./storage/orphans.ts";
import { createRestHandler } from "./rest/index.ts";
import { createStorage, type StorageService } from "./storage/index.ts";

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface Supabase {
  /** Mount at "/auth/v1". */
  auth: Handler;
  /** Mount at "/rest/v1": the data API (PostgREST subset) on the same database. */
  rest: Handler;
  /** Mount at "/storage/v1": Storage's object API, files in the data folder. */
  storage: Handler;
  /** Mount at "/_dev" when set (no SMTP_URL): the mailbox page and JSON. */
  mailbox?: Handler;
  /** Mount at "/_admin": POST /_admin/backup, from this machine with the service-role key. */
  backup: Handler;
  dataDir: string;
  keys: { anonKey: string; generatedAnonKey: string; serviceRoleKey: string };
  /** Records where this server answers, beside its lock (backups and exports go through it). */
  listening(port: number): void;
  /** The database (tests count rows in it). */
  db: Db;
  /** The storage service itself (tests look at its files and run its sweeps). */
  storageService: StorageService;
  close(): Promise<void>;
}

export async function createSupabase(
  config: AuthConfig = authConfigFromEnv(),
  clock: () => number = Date.now,
  holder = `a server (${scriptName()})`,
): Promise<Supabase> {
  // Before anything in the folder is read or written (the keys too): one process per folder.
  const lock = lockDataFolder(config.dataDir, holder);
  let keys: Awaited<ReturnType<typeof loadKeys>>;
  let db: Db;
  try {
    keys = await loadKeys(config.dataDir, config.jwtSecret, config.serviceRoleKey);
    db = await openDb(config.dataDir, { lock, fsync: config.dbFsync });
  } catch (error) {
    lock.release();
    throw error;
  }
  // The database's own rules read the setting (public.is_acting_moderator()); the server's
  // configuration decides it on every start.
  await db.query(
    `insert into public.station_settings (key, value) values ('moderators_need_mfa', $1)
     on conflict (key) do update set value = excluded.value, updated_at = now()`,
    [config.moderatorMfa ? "on" : "off"],
  );
  const mailer = createMailer(db, config.smtpUrl, config.mailFrom);
  if (!config.smtpUrl && process.env.NODE_ENV === "production") {
    console.warn("Auth: no SMTP_URL, so mails go to the development mailbox and nobody receives them.");
  }
  const anonKeys = config.anonKey ? [config.anonKey] : [DEV_ANON_KEY, keys.generatedAnonKey];
  const storage = createStorage(db, {
    dataDir: config.dataDir,
    jwtSecret: keys.jwtSecret,
    anonKeys,
    maxUploadBytes: config.maxUploadBytes,
  });
  // Before serving: nothing is mid-write, so any file without a row is left from a crash.
  await storage.sweep();
  await removeOrphanPictures(db, storage);
  const stopSweeping = sweepEveryHour(db, storage);
  return {
    auth: createAuthHandler({ config, keys, db, mailer, clock }),
    rest: createRestHandler(db, {
      jwtSecret: keys.jwtSecret,
      anonKeys,
      maxBodyBytes: config.maxBodyBytes,
    }),
    mailbox: mailer.local ? createMailboxHandler(db, config.mailboxOpen) : undefined,
    backup: createBackupHandler(db, config.dataDir, keys),
    dataDir: config.dataDir,
    keys: {
      anonKey: config.anonKey ?? keys.generatedAnonKey,
      generatedAnonKey: keys.generatedAnonKey,
      serviceRoleKey: keys.serviceRoleKey,
    },
    storage: storage.handler,
    listening: (port) => lock.setUrl(`http://127.0.0.1:${port}`),
    db,
    storageService: storage,
    close: async () => {
      stopSweeping();
      try {
        await db.close();
      } finally {
        lock.release();
      }
    },
  };
}
