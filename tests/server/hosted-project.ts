/**
 * A database shaped like a hosted Supabase project's: GoTrue's auth.users and auth.identities,
 * Storage's tables (server/supabase/testdata/hosted-auth-schema.sql), then supabase/migrations
 * and the watched words, as `supabase db push` and `npm run watched-words` would leave it.
 */
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import { supabaseMigrationFiles } from "../../server/supabase/core/db.ts";
import { copyEmptyDatabase } from "../../server/supabase/core/template.ts";
import { readWatchedWords, watchedWordsSql } from "../../server/supabase/core/watched-words.ts";

const HOSTED_SCHEMA = path.join(
  import.meta.dirname,
  "..",
  "..",
  "server",
  "supabase",
  "testdata",
  "hosted-auth-schema.sql",
);

const dirs: string[] = [];

export async function hostedProject(): Promise<PGlite> {
  // A copy of an empty database: initdb for each project would cost 20 s on a busy machine.
  const dir = await mkdtemp(path.join(tmpdir(), "lss-hosted-project-"));
  dirs.push(dir);
  await copyEmptyDatabase(path.join(dir, "pgdata"));
  const hosted = await PGlite.create({ dataDir: path.join(dir, "pgdata"), extensions: { pgcrypto } });
  await hosted.exec("create extension pgcrypto");
  await hosted.exec(readFileSync(HOSTED_SCHEMA, "utf8"));
  for (const migration of supabaseMigrationFiles()) await hosted.exec(readFileSync(migration.file, "utf8"));
  await hosted.exec(watchedWordsSql(readWatchedWords()));
  return hosted;
}

/** Removes every project folder made so far (call from afterAll). */
export async function removeHostedProjects(): Promise<void> {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
}
