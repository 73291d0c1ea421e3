/**
 * The database: PGlite (PostgreSQL compiled to WebAssembly) in `<data dir>/pgdata`, on the real
 * filesystem through Node's fs. PostgreSQL writes a transaction's WAL (synchronous_commit is on)
 * before COMMIT returns, so a process killed right after answering has its data in the files;
 * the next start replays the WAL. PGlite runs with fsync off, so that holds for a killed process,
 * not for a power cut or a crash of the operating system.
 * Migrations in ./migrations/NNN_name.sql (the service's own) are applied in order, once, recorded
 * in a table; then the site's data schema, supabase/migrations/<timestamp>_<name>.sql, the same
 * files `supabase db push` applies to a hosted project, recorded where the Supabase CLI records them.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { loadWatchedWords } from "./watched-words.ts";

export type Db = PGlite;
export type Tx = Transaction;
/** Anything that can run a query: the database or a transaction. */
export type Queryable = Pick<PGlite, "query">;

const MIGRATIONS_DIR = path.join(import.meta.dirname, "migrations");
export const SUPABASE_MIGRATIONS_DIR = path.join(import.meta.dirname, "..", "..", "..", "supabase", "migrations");

export async function openDb(dataDir: string): Promise<Db> {
  // Only this user may read the folder: it holds email addresses and password hashes.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = await PGlite.create({ dataDir: path.join(dataDir, "pgdata") });
  await migrate(db);
  await migrateSupabase(db);
  // The owner edits the file; each start brings the database's list up to date with it.
  await loadWatchedWords(db);
  return db;
}

export function migrationFiles(dir = MIGRATIONS_DIR): { version: string; name: string; file: string }[] {
  return readdirSync(dir)
    .filter((name) => /^\d{3}_[a-z0-9_]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ version: name.slice(0, 3), name, file: path.join(dir, name) }));
}

export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    version text primary key,
    name text not null,
    applied_at timestamptz not null default now()
  )`);
  const done = new Set(
    (await db.query<{ version: string }>("select version from schema_migrations")).rows.map((r) => r.version),
  );
  const applied: string[] = [];
  for (const migration of migrationFiles(dir)) {
    if (done.has(migration.version)) continue;
    const sql = readFileSync(migration.file, "utf8");
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query("insert into schema_migrations (version, name) values ($1, $2)", [
        migration.version,
        migration.name,
      ]);
    });
    applied.push(migration.name);
  }
  return applied;
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
  await db.exec(`create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
  const done = new Set(
    (await db.query<{ version: string }>("select version from supabase_migrations.schema_migrations")).rows.map(
      (r) => r.version,
    ),
  );
  const applied: string[] = [];
  for (const migration of supabaseMigrationFiles(dir)) {
    if (done.has(migration.version)) continue;
    const sql = readFileSync(migration.file, "utf8");
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query("insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)", [
        migration.version,
        migration.name,
      ]);
    });
    applied.push(migration.name);
  }
  return applied;
}
