/**
 * `npm run export:supabase [-- <file>] [--skip-existing]`: writes SQL that imports the embedded
 * members and their bests into a hosted Supabase project (server/supabase/export-supabase.ts), to
 * <file> or stdout. Without --skip-existing the import stops, writing nothing, when the project
 * already has an account with one of the emails; with it, those members are left out.
 * With the server running, the export reads a backup the server takes (as `npm run backup`
 * does), unpacked into a temporary folder; with nothing holding AUTH_DATA_DIR (default .data),
 * it reads the folder itself, holding its lock.
 */
import { writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { authConfigFromEnv } from "../../server/supabase/core/config.ts";
import { type OpenOptions, openDb } from "../../server/supabase/core/db.ts";
import { unpackBackup } from "../../server/supabase/backup/restore.ts";
import { exportSupabaseSql } from "../../server/supabase/export-supabase.ts";
import { backupFromServer, exitIfInUse, withDataFolder } from "./data-folder.ts";

const args = process.argv.slice(2);
const skipExisting = args.includes("--skip-existing");
const out = args.find((a) => !a.startsWith("--"));
const config = authConfigFromEnv();

async function exportFrom(dataDir: string, options: OpenOptions): Promise<string> {
  const db = await openDb(dataDir, options);
  try {
    return await exportSupabaseSql(db, { skipExisting });
  } finally {
    await db.close();
  }
}

async function exportThroughServer(url: string): Promise<string> {
  const copy = await mkdtemp(path.join(tmpdir(), "lss-export-"));
  try {
    await unpackBackup(await backupFromServer(url, config), copy);
    return await exportFrom(copy, {});
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

const sql = await withDataFolder(config.dataDir, (access) =>
  "url" in access ? exportThroughServer(access.url) : exportFrom(config.dataDir, { lock: access.lock }),
).catch(exitIfInUse);
if (out) {
  // It holds password hashes and email addresses: readable by this user only.
  writeFileSync(out, sql, { mode: 0o600 });
  console.error(`Wrote ${out}.`);
} else process.stdout.write(sql);
