/**
 * The end-to-end suite's web server (playwright.config.ts): the production server with a fresh,
 * throwaway auth data folder for each run, and rate limits relaxed for a suite that signs up
 * and in many times from one address.
 */
import { freshE2EDataDir, RELAXED_E2E_ENV } from "./e2e-data-dir.ts";

const dataDir = await freshE2EDataDir(`lss-e2e-auth-${process.env.PORT ?? "default"}`);

// Explicit settings in the environment win, so one spec's needs can be tried by hand.
for (const [name, value] of Object.entries(RELAXED_E2E_ENV)) process.env[name] ??= value;
process.env.AUTH_DATA_DIR = dataDir;

await import("../../server/main.ts");
