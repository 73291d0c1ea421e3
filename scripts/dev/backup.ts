/**
 * `npm run backup -- <file>`: writes the site's data folder (AUTH_DATA_DIR, default .data) as a
 * .tar.gz. With the server running, it asks the server (POST /_admin/backup, from this machine,
 * with the service-role key) for a consistent copy taken without stopping it; with no server
 * running, it packs the folder directly. `npm run restore -- <file>` brings it back.
 */
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { authConfigFromEnv } from "../../server/supabase/core/config.ts";
import { openDb } from "../../server/supabase/core/db.ts";
import { KEYS_FILE } from "../../server/supabase/core/keys.ts";
import { findRunning } from "../../server/supabase/core/running.ts";
import { snapshotDataDir } from "../../server/supabase/backup/snapshot.ts";
import { unpackBackup } from "../../server/supabase/backup/restore.ts";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";

const out = process.argv[2];
if (!out) {
  console.error("Usage: npm run backup -- <file.tar.gz>");
  process.exit(2);
}
const config = authConfigFromEnv();

function serviceRoleKey(): string {
  if (config.serviceRoleKey) return config.serviceRoleKey;
  const saved = JSON.parse(readFileSync(path.join(config.dataDir, KEYS_FILE), "utf8")) as { serviceRoleKey?: string };
  if (!saved.serviceRoleKey) throw new Error(`No service-role key in ${KEYS_FILE}: start the server once to add it.`);
  return saved.serviceRoleKey;
}

async function fromServer(url: string): Promise<Buffer> {
  const response = await fetch(`${url}/_admin/backup`, {
    method: "POST",
    headers: { Authorization: `Bearer ${serviceRoleKey()}` },
  });
  if (!response.ok) throw new Error(`The server at ${url} answered ${response.status}: ${await response.text()}`);
  const paused = response.headers.get("x-backup-paused-ms");
  if (paused) console.error(`The database waited ${paused} ms while its files were copied.`);
  return Buffer.from(await response.arrayBuffer());
}

async function fromFolder(): Promise<Buffer> {
  const db = await openDb(config.dataDir);
  try {
    return (await snapshotDataDir(db, config.dataDir)).archive;
  } finally {
    await db.close();
  }
}

const running = findRunning(config.dataDir);
const archive = running ? await fromServer(running.url) : await fromFolder();

// Unpacked once before it is kept, so a damaged archive is never mistaken for a backup.
const check = await mkdtemp(path.join(tmpdir(), "lss-backup-check-"));
try {
  const files = await unpackBackup(archive, check);
  const partial = `${out}.partial`;
  // Every member's email and password hash, and the keys: readable by this user only.
  writeFileSync(partial, archive, { mode: 0o600 });
  renameSync(partial, out);
  console.error(`Wrote ${out} (${files} files, ${(archive.length / 1024 / 1024).toFixed(1)} MB).`);
} finally {
  await rm(check, { recursive: true, force: true });
}
