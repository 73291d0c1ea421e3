/**
 * The "hosted" e2e project's service (playwright.config.ts): the standalone auth + data service
 * with a fresh data folder, on its own origin, knowing the site's URL (the default redirect) and
 * its own (emailed links), as a hosted Supabase project is configured.
 */
import { hosted, hostedServiceURL, hostedSiteURL } from "../../tests/e2e/hosted-setup.ts";
import { freshE2EDataDir, RELAXED_E2E_ENV } from "./e2e-data-dir.ts";

const dataDir = await freshE2EDataDir(`lss-e2e-hosted-${hosted.servicePort}`);

Object.assign(process.env, {
  ...RELAXED_E2E_ENV,
  PORT: String(hosted.servicePort),
  AUTH_DATA_DIR: dataDir,
  AUTH_SITE_URL: hostedSiteURL,
  AUTH_API_EXTERNAL_URL: hostedServiceURL,
});

await import("../../server/supabase/standalone.ts");
