/**
 * The "hosted" end-to-end configuration: the site, built into dist-hosted/ with VITE_SUPABASE_URL
 * pointing at the standalone auth + data service on another port, as a hosted Supabase project
 * would be. Shared by playwright.config.ts and scripts/build/hosted.ts, which must agree on the
 * service's URL (the build bakes it in).
 */
const base = Number(process.env.E2E_PORT) || 4321;

export const hosted = {
  /** The standalone service (auth, rest, dev mailbox): E2E_HOSTED_SERVICE_PORT, default E2E_PORT + 1. */
  servicePort: Number(process.env.E2E_HOSTED_SERVICE_PORT) || base + 1,
  /** The site built for it: E2E_HOSTED_SITE_PORT, default E2E_PORT + 2. */
  sitePort: Number(process.env.E2E_HOSTED_SITE_PORT) || base + 2,
  buildDir: "dist-hosted",
  /** The embedded service's development key: what a hosted project's anon key is to the client. */
  anonKey: "lss-embedded-dev-anon-key",
  /**
   * Specs with tests that also run against the hosted configuration: those tagged HOSTED_TAG, one
   * per path that crosses to the service (sign-up and mail, bests over REST, deleting an account,
   * Storage and its refusals, the admin API). Their service calls go through serviceURL() in
   * support/auth.ts.
   */
  specs: ["auth-signup.spec.ts", "bests-members.spec.ts", "account-delete.spec.ts", "contest.spec.ts"],
};

/** `test(title, { tag: HOSTED_TAG }, …)`: the test runs in the "hosted" project too. */
export const HOSTED_TAG = "@hosted";

export const hostedServiceURL = `http://127.0.0.1:${hosted.servicePort}`;
export const hostedSiteURL = `http://127.0.0.1:${hosted.sitePort}`;
