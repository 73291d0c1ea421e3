/**
 * `npm run backup [-- <file>]`: writes the site's data folder (AUTH_DATA_DIR, default .data) as a
 * .tar.gz, to <file> or, without one, to AUTH_BACKUP_DIR (default .backups) named by the time.
 * With the server running, it asks the server (POST /_admin/backup, from this machine, with the
 * service-role key) for a consistent copy taken without stopping it; with nothing holding the
 * folder, it takes the folder's lock and packs it directly; while another command holds it (a
 * restore, a server still starting), it waits. `npm run restore -- <file>` brings it back.
 */
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { authConfigFromEnv } from "../../server/supabase/core/config.ts";
import type { DataFolderLock } from "../../server/supabase/core/data-lock.ts";
import { openDb } from "../../server/supabase/core/db.ts";
import { syncPath } from "../../server/supabase/core/durable-fs.ts";
import { snapshotDataDir } from "../../server/supabase/backup/snapshot.ts";
import { unpackBackup } from "../../server/supabase/backup/restore.ts";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { backupFromServer, exitIfInUse, withDataFolder } from "./data-folder.ts";

const config = authConfigFromEnv();
const stamp = new Date()
  .toISOString()
  .replace(/\.\d+Z$/, "Z")
  .replace(/:/g, "-");
const out = process.argv[2] ?? path.join(config.backupDir, `${path.basename(config.dataDir)}-${stamp}.tar.gz`);
// Backups hold every member's email and password hash: their folder is this user's alone.
if (!process.argv[2]) mkdirSync(config.backupDir, { recursive: true, mode: 0o700 });

async function fromFolder(lock: DataFolderLock): Promise<Buffer> {
  const db = await openDb(config.dataDir, { lock });
  try {
    return (await snapshotDataDir(db, config.dataDir)).archive;
  } finally {
    await db.close();
  }
}

const archive = await withDataFolder(config.dataDir, (access) =>
  "url" in access ? backupFromServer(access.url, config) : fromFolder(access.lock),
).catch(exitIfInUse);

// Unpacked once before it is kept, so a damaged archive is never mistaken for a backup.
const check = await mkdtemp(path.join(tmpdir(), "lss-backup-check-"));
try {
  const files = await unpackBackup(archive, check);
  const partial = `${out}.partial`;
  // Every member's email and password hash, and the keys: readable by this user only.
  writeFileSync(partial, archive, { mode: 0o600 });
  syncPath(partial);
  renameSync(partial, out);
  syncPath(path.dirname(out));
  console.error(`Wrote ${out} (${files} files, ${(archive.length / 1024 / 1024).toFixed(1)} MB).`);
} finally {
  await rm(check, { recursive: true, force: true });
}
