/**
 * `npm run restore -- <file>`: brings a backup (`npm run backup`) back as the data folder
 * (AUTH_DATA_DIR, default .data), on this machine or any other. It refuses while a server (or
 * anything else) holds the folder, and holds the folder's lock itself until it is done, so no
 * server starts on a half-restored folder. The backup is unpacked beside the folder and opened
 * (the database replays its WAL and applies any newer migrations) before its files take the
 * folder's place; what the folder held is kept in `<folder>.before-restore-<time>`.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { authConfigFromEnv } from "../../server/supabase/core/config.ts";
import { LOCK_FILE, lockDataFolder } from "../../server/supabase/core/data-lock.ts";
import { scriptName } from "../../server/supabase/core/db.ts";
import { syncTree } from "../../server/supabase/core/durable-fs.ts";
import { checkDataDir, unpackBackup } from "../../server/supabase/backup/restore.ts";
import { exitIfInUse } from "./data-folder.ts";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run restore -- <file.tar.gz>");
  process.exit(2);
}
const { dataDir } = authConfigFromEnv();
let lock: ReturnType<typeof lockDataFolder>;
try {
  lock = lockDataFolder(dataDir, scriptName());
} catch (error) {
  exitIfInUse(error);
}

const isLock = (name: string) => name === LOCK_FILE || name.startsWith(`${LOCK_FILE}.`);
/** Moves what `from` holds (but the lock) into `to`, one rename per entry. */
function moveEntries(from: string, to: string): void {
  for (const name of readdirSync(from)) if (!isLock(name)) renameSync(path.join(from, name), path.join(to, name));
}

const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const incoming = `${dataDir}.restoring-${stamp}`;
try {
  const files = await unpackBackup(readFileSync(file), incoming);
  const { users, bests } = await checkDataDir(incoming);
  syncTree(incoming);
  // The folder stays in place, locked, while its contents change.
  if (readdirSync(dataDir).some((name) => !isLock(name))) {
    const aside = `${dataDir}.before-restore-${stamp}`;
    mkdirSync(aside, { mode: 0o700 });
    moveEntries(dataDir, aside);
    console.error(`Kept what the data folder held in ${aside}.`);
  }
  moveEntries(incoming, dataDir);
  rmdirSync(incoming);
  syncTree(dataDir);
  console.error(`Restored ${files} files into ${dataDir}: ${users} members, ${bests} bests.`);
} catch (error) {
  if (existsSync(incoming)) await rm(incoming, { recursive: true, force: true });
  throw error;
} finally {
  lock.release();
}
