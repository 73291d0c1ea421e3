/**
 * What both end-to-end services start from: a data folder of their own holding a fresh, migrated
 * database, and rate limits relaxed for a suite that signs up and in many times from one address.
 */
import { mkdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DataFolderInUse, findHolder } from "../../server/supabase/core/data-lock.ts";
import { copyTemplateDatabase } from "../../server/supabase/core/template.ts";

/**
 * Empties the folder `name` under the system's temporary folder and copies the migrated template
 * into it; one folder per port, so runs side by side do not collide or pile up. Exits when a
 * server still has it open (a run on the same port): never empty a database under its server.
 */
export async function freshE2EDataDir(name: string): Promise<string> {
  const dataDir = path.join(tmpdir(), name);
  const holder = findHolder(dataDir);
  if (holder) {
    console.error(new DataFolderInUse(dataDir, holder).message);
    process.exit(1);
  }
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  await copyTemplateDatabase(dataDir);
  return dataDir;
}

export const RELAXED_E2E_ENV = {
  AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: "10000",
  AUTH_RATE_LIMIT_TOKEN_REFRESH: "10000",
  AUTH_RATE_LIMIT_VERIFY: "10000",
  AUTH_RATE_LIMIT_EMAIL_SENT: "10000",
  AUTH_EMAIL_MAX_FREQUENCY: "0",
  // Playwright's request fixture keeps sockets alive past the server's advertised 5 s and then
  // reuses one the server is closing: a "socket hang up" on a test's first request. Its sockets
  // are the ones to time out first.
  SERVER_KEEP_ALIVE_TIMEOUT_MS: "65000",
};
