/**
 * A migrated, empty database to copy into a throwaway data folder (unit tests, the e2e server).
 * Creating a PGlite database runs initdb, about 20 s on a busy two-core machine; copying one
 * takes a second or two. Cached under node_modules/.cache, keyed by PGlite version and migrations.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { cp, mkdir, mkdtemp, rename, rm } from "node:fs/promises";
import path from "node:path";
import { migrationFiles, openDb, supabaseMigrationFiles } from "./db.ts";

const root = path.resolve(import.meta.dirname, "..", "..", "..");

async function templateDir(): Promise<string> {
  const pglite = path.join(root, "node_modules/@electric-sql/pglite/package.json");
  const version = (JSON.parse(readFileSync(pglite, "utf8")) as { version: string }).version;
  const hash = createHash("sha256");
  for (const m of [...migrationFiles(), ...supabaseMigrationFiles()]) hash.update(m.name).update(readFileSync(m.file));
  const cache = path.join(root, "node_modules", ".cache");
  const dir = path.join(cache, `lss-auth-pgdata-${version}-${hash.digest("hex").slice(0, 12)}`);
  if (existsSync(dir)) return dir;
  await mkdir(cache, { recursive: true });
  const lock = `${dir}.lock`;
  const waitUntil = Date.now() + 180_000;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      // Another process is building it: wait, then use it (or take over a stale lock).
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
    const building = await mkdtemp(path.join(cache, "lss-auth-building-"));
    const db = await openDb(building);
    await db.close();
    await rename(path.join(building, "pgdata"), dir);
    await rm(building, { recursive: true, force: true });
    return dir;
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** Puts a fresh, migrated database in `dataDir` (which must not hold one yet). */
export async function copyTemplateDatabase(dataDir: string): Promise<void> {
  const template = await templateDir();
  await cp(template, path.join(dataDir, "pgdata"), { recursive: true });
}
