/**
 * The "hosted" e2e project's service (playwright.config.ts): the standalone auth + data service
 * with a fresh data folder, on its own origin, knowing the site's URL (the default redirect) and
 * its own (emailed links), as a hosted Supabase project is configured.
 */
import { mkdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DataFolderInUse, findHolder } from "../../server/supabase/core/data-lock.ts";
import { copyTemplateDatabase } from "../../server/supabase/core/template.ts";
import { hosted, hostedServiceURL, hostedSiteURL } from "../../tests/e2e/hosted-setup.ts";

const dataDir = path.join(tmpdir(), `lss-e2e-hosted-${hosted.servicePort}`);
// Emptied below: never under a server that still has it open (a run on the same port).
const holder = findHolder(dataDir);
if (holder) {
  console.error(new DataFolderInUse(dataDir, holder).message);
  process.exit(1);
}
await rm(dataDir, { recursive: true, force: true });
await mkdir(dataDir, { recursive: true });
await copyTemplateDatabase(dataDir);

Object.assign(process.env, {
  PORT: String(hosted.servicePort),
  AUTH_DATA_DIR: dataDir,
  AUTH_SITE_URL: hostedSiteURL,
  AUTH_API_EXTERNAL_URL: hostedServiceURL,
  AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: "10000",
  AUTH_RATE_LIMIT_TOKEN_REFRESH: "10000",
  AUTH_RATE_LIMIT_VERIFY: "10000",
  AUTH_RATE_LIMIT_EMAIL_SENT: "10000",
  AUTH_EMAIL_MAX_FREQUENCY: "0",
  // As in e2e-server.ts: Playwright's pooled sockets must time out before the server's do.
  SERVER_KEEP_ALIVE_TIMEOUT_MS: "65000",
});

await import("../../server/supabase/standalone.ts");
