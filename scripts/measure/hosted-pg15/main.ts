/**
 * The community rules on a real PostgreSQL 15 shaped like a hosted Supabase project: a throwaway
 * server in a temporary folder (a Unix socket only, no TCP port), the hosted schema, then
 * supabase/migrations applied as a hosted project's `postgres` role applies them (not a superuser,
 * after Supabase's own demotion), the watched words, and checks.sql beside this file.
 *
 *   tsx scripts/measure/hosted-pg15/main.ts
 *
 * The hosted schema is, by default, server/supabase/testdata/hosted-auth-schema.sql (GoTrue's
 * auth.users shape and a storage stub, the one the export tests use). With SUPABASE_SOURCES set
 * to a folder holding the three projects' migrations as their repositories lay them out
 * (`postgres/migrations/db/…`, `auth/migrations/*.up.sql`, `storage/migrations/tenant/*.sql`),
 * it builds Supabase's own schema instead: supabase/postgres's init scripts (roles, the auth and
 * storage schemas) and its demotion of `postgres`, GoTrue's migrations run as
 * supabase_auth_admin, and Storage's as supabase_storage_admin. docs/hosted-supabase.md says what
 * it showed and what it leaves out.
 *
 * Needs PostgreSQL 15's server programs (`apt-get install postgresql-15`; PG15_BIN overrides
 * /usr/lib/postgresql/15/bin). As root it runs them as the `postgres` system user.
 */
import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { supabaseMigrationFiles } from "../../../server/supabase/core/db.ts";
import { readWatchedWords, watchedWordsSql } from "../../../server/supabase/core/watched-words.ts";

const BIN = process.env.PG15_BIN ?? "/usr/lib/postgresql/15/bin";
const SOURCES = process.env.SUPABASE_SOURCES;
const HERE = import.meta.dirname;
const STUB = path.join(HERE, "..", "..", "..", "server", "supabase", "testdata", "hosted-auth-schema.sql");

if (!existsSync(path.join(BIN, "postgres"))) {
  console.error(`No PostgreSQL 15 at ${BIN}: apt-get install -y postgresql-15, or set PG15_BIN.`);
  process.exit(2);
}

const asRoot = userInfo().uid === 0;
const folder = mkdtempSync(path.join(tmpdir(), "lss-pg15-"));
const data = path.join(folder, "data");
if (asRoot) {
  const pg = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
  const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
  chownSync(folder, Number(pg.stdout.trim()), Number(gid.stdout.trim()));
}

/** Runs a PostgreSQL program (as the postgres system user when we are root). */
function program(name: string, args: string[], input?: string) {
  const [command, argv] = asRoot
    ? ["runuser", ["-u", "postgres", "--", path.join(BIN, name), ...args]]
    : [path.join(BIN, name), args];
  return spawnSync(command, argv, { input, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
}

/** SQL through psql as `role`, stopping at the first error unless `keepGoing`. */
function sql(role: string, text: string, what: string, keepGoing = false) {
  const run = program(
    "psql",
    ["-h", folder, "-U", role, "-d", "postgres", "-X", "-q", "-t", "-A", "-v", `ON_ERROR_STOP=${keepGoing ? 0 : 1}`],
    text,
  );
  if (!keepGoing && run.status !== 0) throw new Error(`${what} failed as ${role}:\n${run.stderr}`);
  return run;
}

const sortedSql = (dir: string, pattern: RegExp, key: (name: string) => string | number = (n) => n) =>
  readdirSync(dir)
    .filter((n) => pattern.test(n) && statSync(path.join(dir, n)).isFile())
    .sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return x < y ? -1 : x > y ? 1 : 0;
    })
    .map((n) => path.join(dir, n));

/**
 * supabase/postgres's init scripts and the migrations of its own that concern the auth and storage
 * roles (the demotion of postgres among them), then GoTrue's and Storage's migrations, as the
 * image and the services apply them.
 */
function supabaseSchema(sources: string): string[] {
  const applied: string[] = [];
  const db = path.join(sources, "postgres", "migrations", "db");
  // As its migrate.sh does: postgres owns the database (so the public schema), runs the init
  // scripts, and supabase_admin runs the migrations, which demote postgres.
  sql("supabase_admin", "create role postgres superuser login; alter database postgres owner to postgres;", "postgres");
  const initScripts = sortedSql(path.join(db, "init-scripts"), /^0000000000000[0-3]-.*\.sql$/);
  const migrations = sortedSql(path.join(db, "migrations"), /(auth|storage|demote).*\.sql$/);
  for (const file of [...initScripts, ...migrations]) {
    // pgjwt is not packaged for Debian, and nothing here uses it.
    const text = readFileSync(file, "utf8").replace(/^create extension if not exists pgjwt .*$/m, "");
    sql(initScripts.includes(file) ? "postgres" : "supabase_admin", text, path.basename(file));
  }
  const own = [...initScripts, ...migrations];
  applied.push(`supabase/postgres: ${own.map((f) => path.basename(f, ".sql")).join(", ")}`);
  // GoTrue connects as supabase_auth_admin and renders its namespace into each migration.
  const auth = sortedSql(path.join(sources, "auth", "migrations"), /\.up\.sql$/);
  for (const file of auth) {
    const text = readFileSync(file, "utf8").replace(/\{\{\s*index\s+\.Options\s+"Namespace"\s*\}\}/g, "auth");
    sql("supabase_auth_admin", text, path.basename(file));
  }
  applied.push(`supabase/auth: ${auth.length} migrations`);
  // Storage's tenant migrations, in their numeric order, as its admin; the roles are the image's
  // already, so they run as on the platform, without installing roles of their own.
  const storage = sortedSql(path.join(sources, "storage", "migrations", "tenant"), /^\d+-.*\.sql$/, (n) =>
    Number(n.split("-")[0]),
  );
  for (const file of storage)
    sql(
      "supabase_storage_admin",
      `set storage.install_roles = 'false';\n${readFileSync(file, "utf8")}`,
      path.basename(file),
    );
  applied.push(`supabase/storage: ${storage.length} tenant migrations`);
  return applied;
}

let server = false;
try {
  const init = program("initdb", [
    "-D",
    data,
    "-U",
    "supabase_admin",
    "-E",
    "UTF8",
    "--locale=C.UTF-8",
    "--auth=trust",
  ]);
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stderr}`);
  const start = program("pg_ctl", [
    "-D",
    data,
    "-l",
    path.join(folder, "server.log"),
    "-w",
    "-o",
    `-k ${folder} -c listen_addresses=''`,
    "start",
  ]);
  if (start.status !== 0) throw new Error(`the server did not start:\n${start.stderr}`);
  server = true;
  const version = sql("supabase_admin", "select version();", "version").stdout.trim();

  let schema: string[];
  let siteRole: string;
  if (SOURCES) {
    schema = supabaseSchema(SOURCES);
    siteRole = "postgres";
  } else {
    sql("supabase_admin", `create extension pgcrypto;\n${readFileSync(STUB, "utf8")}`, "the hosted schema stub");
    sql(
      "supabase_admin",
      "create role supabase_auth_admin nologin; grant all on schema auth to supabase_auth_admin; grant all on all tables in schema auth to supabase_auth_admin;",
      "auth admin",
    );
    schema = ["server/supabase/testdata/hosted-auth-schema.sql (GoTrue's auth.users shape, a storage stub)"];
    siteRole = "supabase_admin";
  }
  const migrations = supabaseMigrationFiles();
  for (const m of migrations) sql(siteRole, readFileSync(m.file, "utf8"), m.name);
  sql(siteRole, watchedWordsSql(readWatchedWords()), "the watched words");

  const checks = sql("supabase_admin", readFileSync(path.join(HERE, "checks.sql"), "utf8"), "checks", true);
  const lines = `${checks.stdout}\n${checks.stderr}`.split("\n");
  const passed = lines.filter((l) => /NOTICE: {2}ok: /.test(l)).map((l) => l.replace(/^.*ok: /, ""));
  const failed = lines.filter((l) => /ERROR: /.test(l)).map((l) => l.replace(/^.*ERROR: {2}/, ""));

  console.log(version);
  console.log(`Schema: ${schema.join("; ")}`);
  console.log(
    `Site migrations (${migrations.length}) applied as ${siteRole}, then ${readWatchedWords().length} watched words.`,
  );
  for (const line of passed) console.log(`  ok      ${line}`);
  for (const line of failed) console.log(`  FAILED  ${line}`);
  console.log(`${passed.length} passed, ${failed.length} failed`);
  process.exitCode = failed.length === 0 && passed.length > 0 ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  if (server) program("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  rmSync(folder, { recursive: true, force: true });
}
