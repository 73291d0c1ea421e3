/**
 * `npm run restore -- <file>`: brings a backup (`npm run backup`) back as the data folder
 * (AUTH_DATA_DIR, default .data), on this machine or any other. Stop the server first. The
 * backup is unpacked beside the folder and opened (the database replays its WAL and applies any
 * newer migrations) before it takes the folder's place; a folder already there is kept, renamed
 * to `<folder>.before-restore-<time>`.
 */
import { existsSync, readdirSync, readFileSync, renameSync } from "node:fs";
import { rm } from "node:fs/promises";
import { authConfigFromEnv } from "../../server/supabase/core/config.ts";
import { findRunning } from "../../server/supabase/core/running.ts";
import { checkDataDir, unpackBackup } from "../../server/supabase/backup/restore.ts";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run restore -- <file.tar.gz>");
  process.exit(2);
}
const { dataDir } = authConfigFromEnv();
const running = findRunning(dataDir);
if (running) {
  console.error(`A server (process ${running.pid}) has ${dataDir} open: stop it, then restore.`);
  process.exit(1);
}

const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const incoming = `${dataDir}.restoring-${stamp}`;
try {
  const files = await unpackBackup(readFileSync(file), incoming);
  const { users, bests } = await checkDataDir(incoming);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    const aside = `${dataDir}.before-restore-${stamp}`;
    renameSync(dataDir, aside);
    console.error(`Kept the previous data folder as ${aside}.`);
  } else if (existsSync(dataDir)) {
    await rm(dataDir, { recursive: true });
  }
  renameSync(incoming, dataDir);
  console.error(`Restored ${files} files into ${dataDir}: ${users} members, ${bests} bests.`);
} catch (error) {
  await rm(incoming, { recursive: true, force: true });
  throw error;
}
