/**
 * The end-to-end suite's web server (playwright.config.ts): the production server with a fresh,
 * throwaway auth data folder for each run, and rate limits relaxed for a suite that signs up
 * and in many times from one address.
 */
import { mkdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DataFolderInUse, findHolder } from "../../server/supabase/core/data-lock.ts";
import { copyTemplateDatabase } from "../../server/supabase/core/template.ts";

// One folder per port, emptied at every start: runs side by side do not collide or pile up.
const dataDir = path.join(tmpdir(), `lss-e2e-auth-${process.env.PORT ?? "default"}`);
// Emptied below: never under a server that still has it open (a run on the same port).
const holder = findHolder(dataDir);
if (holder) {
  console.error(new DataFolderInUse(dataDir, holder).message);
  process.exit(1);
}
await rm(dataDir, { recursive: true, force: true });
await mkdir(dataDir, { recursive: true });
await copyTemplateDatabase(dataDir);

const relaxed = {
  AUTH_DATA_DIR: dataDir,
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
// Explicit settings in the environment win, so one spec's needs can be tried by hand.
for (const [name, value] of Object.entries(relaxed)) process.env[name] ??= value;
process.env.AUTH_DATA_DIR = dataDir;

await import("../../server/main.ts");
