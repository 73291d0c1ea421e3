import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";
import { chromiumLaunchOptions, testChromiumPath } from "./scripts/chromium";
import { HOSTED_TAG, hosted, hostedServiceURL, hostedSiteURL } from "./tests/e2e/hosted-setup";

// E2E_PORT lets several checkouts run their suites side by side on one machine.
const PORT = Number(process.env.E2E_PORT) || 4321;
const baseURL = `http://127.0.0.1:${PORT}`;
/** E2E_HOSTED=1 (npm test, after `npm run build:hosted`) adds the "hosted" project and its servers. */
const withHosted = process.env.E2E_HOSTED === "1";

const chromium = {
  ...devices["Desktop Chrome"],
  viewport: { width: 1280, height: 800 },
  launchOptions: chromiumLaunchOptions([], testChromiumPath),
};

const siteServer: NonNullable<PlaywrightTestConfig["webServer"]> = {
  // The production server, with a fresh auth data folder and relaxed rate limits per run.
  command: "npm run serve:e2e",
  env: { PORT: String(PORT) },
  url: `${baseURL}/healthz`,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
  stdout: "ignore",
  stderr: "pipe",
};

/**
 * The site and its auth + data service on two origins, as with a hosted Supabase project: the
 * standalone service, and dist-hosted/ (built with VITE_SUPABASE_URL at the service) served by
 * the production server, which then mounts no service of its own.
 */
const hostedServers = [
  {
    command: "npx tsx scripts/test-support/e2e-hosted-service.ts",
    url: `${hostedServiceURL}/auth/v1/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  },
  {
    command: "npx tsx server/main.ts",
    env: {
      PORT: String(hosted.sitePort),
      DIST_DIR: hosted.buildDir,
      VITE_SUPABASE_URL: hostedServiceURL,
      // As in scripts/test-support/e2e-server.ts: Playwright's pooled sockets time out first.
      SERVER_KEEP_ALIVE_TIMEOUT_MS: "65000",
    },
    url: `${hostedSiteURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  },
];

/**
 * End-to-end tests against the production server serving the built `dist/` (`npm test` builds
 * first). The browser is Debian's Chromium (docs/testing.md);
 * `scripts/test-support/ensure-chromium.ts` checks it is there before this runs.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // The suite is deterministic (fake clocks where time matters, no fixed sleeps): a failure is real.
  retries: 0,
  // One more worker than cores: a test waiting on a timer, the server or a reload leaves its core
  // idle, and a third browser fills it. The whole browser suite alone, measured here: 573 s with 2
  // workers (89 % of both cores busy), 524 s with 3 (98 %).
  workers: 3,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: "list",
  use: {
    baseURL,
    // Traces help locally (`npx playwright show-trace`); CI keeps no artifacts, so skip the cost there.
    trace: process.env.CI ? "off" : "retain-on-failure",
    // The animated sky costs an idle page about 0.7 of a core in software compositing (measured:
    // 3.5 s of Chromium CPU in 5 s, against 0.04 s with reduced motion), and the workers share two
    // cores. So pages run still by default; the tests of motion itself opt back in.
    reducedMotion: "reduce",
    // The service worker answers requests before page.route() sees them, precaches ~2 MB per
    // fresh context (every test), and serves pages cache-first: tests of other things must see
    // the network as it is. tests/e2e/offline.spec.ts turns it on for itself.
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "chromium",
      use: chromium,
      // With the hosted project on, the tagged tests run there only: each walks one path to the
      // service, and the cross-origin walk is the stricter (CORS, absolute URLs, a second key).
      // Every other test covers the embedded mount. Run twice they cost about 60 s of CPU.
      ...(withHosted ? { grepInvert: new RegExp(HOSTED_TAG) } : {}),
    },
    ...(withHosted
      ? [
          {
            name: "hosted",
            testMatch: hosted.specs,
            grep: new RegExp(HOSTED_TAG),
            use: { ...chromium, baseURL: hostedSiteURL },
            metadata: { serviceURL: hostedServiceURL },
          },
        ]
      : []),
  ],
  webServer: withHosted ? [siteServer, ...hostedServers] : siteServer,
});
