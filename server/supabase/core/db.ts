/**
 * The database: PGlite (PostgreSQL compiled to WebAssembly) in `<data dir>/pgdata`, on the real
 * filesystem through Node's fs. One process at a time: opening takes the data folder's lock
 * (data-lock.ts) first. PostgreSQL writes a transaction's WAL (synchronous_commit is on) and
 * flushes it to stable storage (durable-fs.ts: fsync on, the WAL flushed with fsync()) before
 * COMMIT returns, so neither a killed process nor a power cut loses an answered write; the next
 * start replays the WAL. AUTH_DB_FSYNC=off gives that up for speed (documented in operations.md).
 * Migrations in ./migrations/NNN_name.sql (the service's own) are applied in order, once, recorded
 * in a table; then the site's data schema, supabase/migrations/<timestamp>_<name>.sql, the same
 * files `supabase db push` applies to a hosted project, recorded where the Supabase CLI records them.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { type DataFolderLock, lockDataFolder } from "./data-lock.ts";
import { DurableNodeFS, durableStartParams, syncTree } from "./durable-fs.ts";
import { loadWatchedWords } from "./watched-words.ts";

export type Db = PGlite;
export type Tx = Transaction;
/** Anything that can run a query: the database or a transaction. */
export type Queryable = Pick<PGlite, "query">;

const MIGRATIONS_DIR = path.join(import.meta.dirname, "migrations");
export const SUPABASE_MIGRATIONS_DIR = path.join(import.meta.dirname, "..", "..", "..", "supabase", "migrations");

/** The database in a data folder did not open; the message says why in PostgreSQL's words. */
export class DatabaseOpenError extends Error {
  constructor(
    readonly dataDir: string,
    /** What PostgreSQL logged while it tried, newest last, without timestamps. */
    readonly postgres: string[],
    cause: unknown,
  ) {
    const said = postgres.length ? postgres.join("\n") : firstLine(cause);
    super(`The database in ${path.join(dataDir, "pgdata")} could not be opened:\n${said}`, { cause });
    this.name = "DatabaseOpenError";
  }
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split("\n", 1)[0]!.slice(0, 300);
}

/** PostgreSQL's log lines worth showing a person: "LEVEL:  message", timestamp and pid cut off. */
const LOG_LINE = /\b(PANIC|FATAL|ERROR|WARNING|LOG|DETAIL|HINT):\s+(.*)$/;

export interface OpenOptions {
  /** The folder's lock, when the caller took it already (it then releases it, too). */
  lock?: DataFolderLock;
  /** What this process is, for the message a second opener prints (default: the script's name). */
  holder?: string;
  /** Flush the WAL at every commit (default: on unless AUTH_DB_FSYNC=off). */
  fsync?: boolean;
}

export const fsyncFromEnv = (env: Record<string, string | undefined> = process.env): boolean =>
  env.AUTH_DB_FSYNC !== "off";

/** How this process was started, in the words an owner typed: "npm start", "npm run restore". */
export function scriptName(): string {
  const script = process.env.npm_lifecycle_event;
  if (script) return script === "start" || script === "test" ? `npm ${script}` : `npm run ${script}`;
  return `node ${path.relative(process.cwd(), process.argv[1] ?? "") || "node"}`;
}

export async function openDb(dataDir: string, options: OpenOptions = {}): Promise<Db> {
  // Only this user may read the folder: it holds email addresses and password hashes.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lock = options.lock ?? lockDataFolder(dataDir, options.holder ?? scriptName());
  try {
    const db = await startPostgres(dataDir, options.fsync ?? fsyncFromEnv());
    try {
      await migrate(db);
      await migrateSupabase(db);
      // The owner edits the file; each start brings the database's list up to date with it.
      await loadWatchedWords(db);
    } catch (error) {
      await db.close();
      throw error;
    }
    const close = db.close.bind(db);
    db.close = async () => {
      try {
        await close();
      } finally {
        if (!options.lock) lock.release();
      }
    };
    return db;
  } catch (error) {
    if (!options.lock) lock.release();
    throw error;
  }
}

async function startPostgres(dataDir: string, fsync: boolean): Promise<Db> {
  const pgdata = path.join(dataDir, "pgdata");
  const fresh = !existsSync(path.join(pgdata, "PG_VERSION"));
  const said: string[] = [];
  let opening = true;
  let db: Db;
  try {
    db = await PGlite.create({
      ...(fsync ? { fs: new DurableNodeFS(pgdata), startParams: durableStartParams() } : { dataDir: pgdata }),
      onStderr: (text) => {
        const line = opening ? LOG_LINE.exec(text) : null;
        if (line) said.push(`${line[1]}:  ${line[2]}`);
        return false;
      },
    });
  } catch (error) {
    throw new DatabaseOpenError(dataDir, said.slice(-8), error);
  }
  opening = false;
  if (fresh && fsync) syncTree(pgdata);
  return db;
}

export function migrationFiles(dir = MIGRATIONS_DIR): { version: string; name: string; file: string }[] {
  return readdirSync(dir)
    .filter((name) => /^\d{3}_[a-z0-9_]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ version: name.slice(0, 3), name, file: path.join(dir, name) }));
}

export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  return applyMigrations(db, "schema_migrations", migrationFiles(dir));
}

/** supabase/migrations/<14-digit timestamp>_<name>.sql, oldest first. */
export function supabaseMigrationFiles(
  dir = SUPABASE_MIGRATIONS_DIR,
): { version: string; name: string; file: string }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /^\d{14}_[a-z0-9_]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ version: name.slice(0, 14), name, file: path.join(dir, name) }));
}

export async function migrateSupabase(db: Db, dir = SUPABASE_MIGRATIONS_DIR): Promise<string[]> {
  await db.exec("create schema if not exists supabase_migrations");
  return applyMigrations(db, "supabase_migrations.schema_migrations", supabaseMigrationFiles(dir));
}

/**
 * Applies each file whose version `table` does not list yet, oldest first, each in one transaction
 * with the row that records it; returns the names applied.
 */
async function applyMigrations(
  db: Db,
  table: string,
  files: readonly { version: string; name: string; file: string }[],
): Promise<string[]> {
  await db.exec(`create table if not exists ${table} (
    version text primary key,
    name text not null,
    applied_at timestamptz not null default now()
  )`);
  const done = new Set(
    (await db.query<{ version: string }>(`select version from ${table}`)).rows.map((r) => r.version),
  );
  const applied: string[] = [];
  for (const migration of files) {
    if (done.has(migration.version)) continue;
    const sql = readFileSync(migration.file, "utf8");
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query(`insert into ${table} (version, name) values ($1, $2)`, [migration.version, migration.name]);
    });
    applied.push(migration.name);
  }
  return applied;
}
