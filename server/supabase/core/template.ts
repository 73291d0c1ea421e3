/**
 * Databases to copy into a throwaway data folder (unit tests, the e2e servers): an empty one, as
 * initdb leaves it, and the migrated one built from it. Creating a PGlite database runs initdb,
 * about 20 s on a busy two-core machine; copying one takes a second or two. Both are cached under
 * node_modules/.cache, keyed by PGlite version (and the migrations), so a run does initdb once.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { cp, mkdir, mkdtemp, rename, rm } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { migrationFiles, openDb, supabaseMigrationFiles } from "./db.ts";

const root = path.resolve(import.meta.dirname, "..", "..", "..");
const cache = path.join(root, "node_modules", ".cache");

function pgliteVersion(): string {
  const pkg = path.join(root, "node_modules/@electric-sql/pglite/package.json");
  return (JSON.parse(readFileSync(pkg, "utf8")) as { version: string }).version;
}

/**
 * The cached folder `name`, made by `build` (given an empty folder to fill) the first time. Test
 * files run in parallel processes: one builds, the others wait for it (or take over a stale lock).
 */
async function cached(name: string, build: (into: string) => Promise<void>): Promise<string> {
  const dir = path.join(cache, name);
  if (existsSync(dir)) return dir;
  await mkdir(cache, { recursive: true });
  const lock = `${dir}.lock`;
  const waitUntil = Date.now() + 180_000;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      if (existsSync(dir)) return dir;
      if (Date.now() > waitUntil) {
        await rm(lock, { recursive: true, force: true });
        continue;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    if (existsSync(dir)) return dir;
    const building = await mkdtemp(path.join(cache, "lss-building-"));
    await build(building);
    await rename(building, dir);
    return dir;
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** A PGlite data directory straight from initdb: no tables, no extensions. */
let empty: Promise<string> | undefined;
const emptyDir = () =>
  (empty ??= cached(`lss-pgdata-empty-${pgliteVersion()}`, async (into) => {
    const db = await PGlite.create({ dataDir: into });
    await db.close();
  }));

/**
 * A data folder whose pgdata is migrated (openDb's layout), made from a copy of the empty one.
 * Kept for the process: each test file's backend copies it, and the key reads every migration.
 */
let template: Promise<string> | undefined;
const templateDir = () =>
  (template ??= (async () => {
    const hash = createHash("sha256");
    for (const m of [...migrationFiles(), ...supabaseMigrationFiles()])
      hash.update(m.name).update(readFileSync(m.file));
    const from = await emptyDir();
    return cached(`lss-migrated-${pgliteVersion()}-${hash.digest("hex").slice(0, 12)}`, async (into) => {
      await cp(from, path.join(into, "pgdata"), { recursive: true });
      // A cache that tests copy: flushing each migration's commit would only slow the build.
      await (await openDb(into, { fsync: false })).close();
    });
  })());

/** Puts a fresh, migrated database in `dataDir` (which must not hold one yet). */
export async function copyTemplateDatabase(dataDir: string): Promise<void> {
  await cp(path.join(await templateDir(), "pgdata"), path.join(dataDir, "pgdata"), { recursive: true });
}

/** Puts an empty database, as initdb leaves it, in `pgdata` (a folder that must not exist yet). */
export async function copyEmptyDatabase(pgdata: string): Promise<void> {
  await cp(await emptyDir(), pgdata, { recursive: true });
}
