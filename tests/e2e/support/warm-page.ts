import type { BrowserContext, BrowserContextOptions, CDPSession, Page } from "@playwright/test";
import { test as isolated } from "./test";

/**
 * A `test` whose browser tab outlives the test: each worker keeps one context and tab per set of
 * context options, and every test using it starts on the site's robots.txt with no cookies,
 * storage, routes or listeners left from the one before. Measured here, a content page costs 0.97 s
 * of CPU in a fresh context and tab and 0.47 s in a warm one: the renderer process, the HTTP and
 * compiled-code caches and the fonts are already there. That is the whole difference: the page
 * itself loads as a visitor's second page would.
 *
 * For specs that read pages. A test that installs an init script or a faked clock (neither can be
 * taken back), or that is about the first download of something, uses `isolatedTest`: a fresh
 * context and page, as from ./test. A failed test's context is closed rather than reused.
 * Playwright's traces and videos come with its own context fixture: run a spec on `isolatedTest` to
 * record them.
 */
interface Warm {
  context: BrowserContext;
  page: Page;
  /** Chromium's own protocol on the tab, for what Playwright does not clear (IndexedDB, caches). */
  cdp: CDPSession;
}

/** What a test may change on its page, put back before the next test. */
const PAGE_EVENTS = [
  "console",
  "dialog",
  "download",
  "filechooser",
  "pageerror",
  "popup",
  "request",
  "requestfailed",
  "requestfinished",
  "response",
] as const;

async function reset({ context, page, cdp }: Warm, options: BrowserContextOptions): Promise<void> {
  for (const other of context.pages()) if (other !== page) await other.close();
  for (const event of PAGE_EVENTS) page.removeAllListeners(event);
  await context.unrouteAll({ behavior: "ignoreErrors" });
  await page.unrouteAll({ behavior: "ignoreErrors" });
  // Storage is cleared from a document of the site's own origin, the cheapest one being robots.txt,
  // and the tab stays there: a blank page would cost the next test a new renderer process.
  const origin = new URL(options.baseURL!).origin;
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "indexeddb,cache_storage,service_workers" });
  await context.clearCookies();
  await context.clearPermissions();
  if (options.viewport) await page.setViewportSize(options.viewport);
  await page.emulateMedia({
    media: null,
    colorScheme: options.colorScheme ?? null,
    reducedMotion: options.reducedMotion ?? null,
    forcedColors: null,
  });
  // A pointer left over a card would hover it on the next page.
  await page.mouse.move(0, 0);
}

export const test = isolated.extend<{ warm: Warm }, { warmContexts: Map<string, Warm> }>({
  warmContexts: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const pool = new Map<string, Warm>();
      await use(pool);
      for (const { context } of pool.values()) await context.close().catch(() => undefined);
    },
    { scope: "worker" },
  ],
  // Playwright reads a fixture's dependencies from its parameter's pattern and allows no rest
  // property, so the context options are named twice: as dependencies, then as the options.
  warm: async (
    {
      browser,
      warmContexts,
      baseURL,
      viewport,
      isMobile,
      hasTouch,
      reducedMotion,
      javaScriptEnabled,
      colorScheme,
      locale,
      userAgent,
      deviceScaleFactor,
      serviceWorkers,
      acceptDownloads,
    },
    use,
    testInfo,
  ) => {
    const options: BrowserContextOptions = {
      baseURL,
      viewport,
      isMobile,
      hasTouch,
      reducedMotion,
      javaScriptEnabled,
      colorScheme,
      locale,
      userAgent,
      deviceScaleFactor,
      serviceWorkers,
      acceptDownloads,
    };
    const key = JSON.stringify(options);
    let warm = warmContexts.get(key);
    if (!warm) {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      warm = { context, page, cdp: await context.newCDPSession(page) };
      warmContexts.set(key, warm);
    }
    await use(warm);
    const passed = testInfo.status === testInfo.expectedStatus;
    const kept =
      passed &&
      (await reset(warm, options).then(
        () => true,
        () => false,
      ));
    if (!kept) {
      warmContexts.delete(key);
      await warm.context.close().catch(() => undefined);
    }
  },
  context: async ({ warm }, use) => {
    await use(warm.context);
  },
  page: async ({ warm }, use) => {
    await use(warm.page);
  },
});

export { expect, open, openHomeScrolledTo, test as isolatedTest, waitForHydration } from "./test";
