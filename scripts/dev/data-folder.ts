/**
 * How the owner's commands reach the data folder while respecting its lock
 * (server/supabase/core/data-lock.ts): through the server that holds it, when one runs (a backup
 * it takes while serving), or by taking the folder themselves when nothing holds it. A folder
 * held by something that is not a server answering yet (a server still starting, a restore, an
 * export) is waited for.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { type AuthConfig } from "../../server/supabase/core/config.ts";
import { type DataFolderLock, DataFolderInUse, lockDataFolder } from "../../server/supabase/core/data-lock.ts";
import { scriptName } from "../../server/supabase/core/db.ts";
import { KEYS_FILE } from "../../server/supabase/core/keys.ts";

/** How long a command waits for a folder held by a process that is not a server answering. */
const WAIT_MS = Number(process.env.DATA_FOLDER_WAIT_MS ?? 10 * 60_000);

export type Access = { url: string } | { lock: DataFolderLock };

const refused = (error: unknown) =>
  error instanceof TypeError && /ECONNREFUSED|ECONNRESET/.test(String((error as { cause?: unknown }).cause));

/**
 * Runs `work` with the running server's URL or with the folder locked for this process (released
 * after). A server that stops meanwhile (refused connection) is waited out like any holder.
 */
export async function withDataFolder<T>(dataDir: string, work: (access: Access) => Promise<T>): Promise<T> {
  const until = Date.now() + WAIT_MS;
  let told = false;
  for (;;) {
    let lock: DataFolderLock | undefined;
    let url: string | undefined;
    try {
      lock = lockDataFolder(dataDir, scriptName());
    } catch (error) {
      if (!(error instanceof DataFolderInUse)) throw error;
      url = error.record.url;
      if (!url) {
        if (Date.now() > until) throw error;
        if (!told) console.error(`${error.message.replace(/: stop it first.*$/, "")}: waiting for it to finish.`);
        told = true;
        await sleep(500);
        continue;
      }
    }
    if (lock) {
      try {
        return await work({ lock });
      } finally {
        lock.release();
      }
    }
    try {
      return await work({ url: url! });
    } catch (error) {
      if (!refused(error) || Date.now() > until) throw error;
      await sleep(500);
    }
  }
}

/** The service-role key the backup endpoint asks for: the environment's, else the data folder's. */
export function serviceRoleKey(config: AuthConfig): string {
  if (config.serviceRoleKey) return config.serviceRoleKey;
  const saved = JSON.parse(readFileSync(path.join(config.dataDir, KEYS_FILE), "utf8")) as { serviceRoleKey?: string };
  if (!saved.serviceRoleKey) throw new Error(`No service-role key in ${KEYS_FILE}: start the server once to add it.`);
  return saved.serviceRoleKey;
}

/** A backup archive taken by the running server at `url` (POST /_admin/backup). */
export async function backupFromServer(url: string, config: AuthConfig): Promise<Buffer> {
  const response = await fetch(`${url}/_admin/backup`, {
    method: "POST",
    headers: { Authorization: `Bearer ${serviceRoleKey(config)}` },
  });
  if (!response.ok) throw new Error(`The server at ${url} answered ${response.status}: ${await response.text()}`);
  const paused = response.headers.get("x-backup-paused-ms");
  if (paused) console.error(`The database waited ${paused} ms while its files were copied.`);
  return Buffer.from(await response.arrayBuffer());
}

/** Exits 1 with the lock's one sentence, or rethrows what is not about the lock. */
export function exitIfInUse(error: unknown): never {
  if (error instanceof DataFolderInUse) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
