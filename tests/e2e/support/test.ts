import { test as base, expect, type Page } from "@playwright/test";

export { expect };

/** How the page marks the cause of an error React recovered from (see the init script below). */
const CAUSE = "caused by: ";

interface Health {
  /** Console errors and warnings and uncaught exceptions, hydration mismatches included. */
  errors: string[];
  /** Requests to anything but the site's own origin. */
  offOrigin: string[];
}

/**
 * Two warnings are the test's doing, not the page's: Chromium's GL driver noting that reading
 * pixels back (a screenshot) stalls the GPU, and Playwright's own when a test blocks service workers.
 */
const TEST_MADE_WARNING = /GL Driver Message|blocked by Playwright/;

/** Pages that already hand React's recovered errors' causes to the console. */
const causeReporting = new WeakSet<Page>();

/**
 * Every test watches its page: an error or warning in the console, an uncaught exception (React
 * reports hydration mismatches both ways) or a request leaving the origin fails the test that
 * caused it. The one console error allowed is Chromium's "Failed to load resource: 404" for a page whose
 * document really was answered with 404 (the not-found page).
 */
export const test = base.extend<{ health: Health }>({
  health: [
    async ({ page, baseURL }, use) => {
      const origin = new URL(baseURL!).origin;
      // The "hosted" project's auth and data service is the one other origin a page may call.
      const serviceURL = (base.info().project.metadata as { serviceURL?: string } | undefined)?.serviceURL;
      const allowed = new Set([origin, ...(serviceURL ? [new URL(serviceURL).origin] : [])]);
      const health: Health = { errors: [], offOrigin: [] };
      const notFoundDocuments = new Set<string>();
      // The listeners go with the page: a fresh one is closed after the test, and a warm one's
      // reset removes every listener (support/warm-page.ts).
      page.on("response", (response) => {
        const request = response.request();
        if (request.isNavigationRequest() && response.status() === 404) notFoundDocuments.add(response.url());
      });
      page.on("console", (message) => {
        const text = message.text();
        const where = message.location().url;
        switch (message.type()) {
          case "info":
            if (text.startsWith(CAUSE)) health.errors.push(text);
            break;
          case "warning":
            if (!TEST_MADE_WARNING.test(text)) health.errors.push(`console.warn: ${text} (${where})`);
            break;
          case "error":
            if (!(/status of 404/.test(text) && notFoundDocuments.has(where)))
              health.errors.push(`console.error: ${text} (${where})`);
            break;
        }
      });
      page.on("pageerror", (error) => health.errors.push(`uncaught: ${error.message}`));
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.protocol === "data:" || url.protocol === "blob:") return;
        if (!allowed.has(url.origin)) health.offOrigin.push(request.url());
      });
      // React reports a render error it recovered from (#520) with the real error as its cause,
      // which the page error above does not carry: the page hands the cause over the console.
      // Once per page: a warm page (support/warm-page.ts) serves many tests.
      if (!causeReporting.has(page)) {
        causeReporting.add(page);
        await page.addInitScript((prefix) => {
          addEventListener("error", (event: ErrorEvent) => {
            const cause: unknown = (event.error as { cause?: unknown } | null)?.cause;
            if (cause) console.info(prefix + (cause instanceof Error ? (cause.stack ?? cause.message) : String(cause)));
          });
        }, CAUSE);
      }

      await use(health);

      // A round trip to the page delivers any console events still in flight.
      if (!page.isClosed()) await page.evaluate(() => 0).catch(() => undefined);
      expect(health.errors, "console errors, warnings or uncaught exceptions on the page").toEqual([]);
      expect(health.offOrigin, "requests that left the site's origin").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Waits until React has hydrated the pre-rendered page: before that, buttons and links are
 * plain HTML and a click does nothing (or reloads the page). React marks each DOM node it owns
 * with a `__reactProps$…` key; the shell's pause button and the page's <main> are hydrated
 * together with everything else in the root.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    ["#main", "[data-testid=motion-toggle]"].every((selector) => {
      const el = document.querySelector(selector);
      return el !== null && Object.keys(el).some((key) => key.startsWith("__reactProps$"));
    }),
  );
}

/** Loads a page and waits until it is interactive. Returns the document's response. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/**
 * The home page made 4000 px tall and scrolled down to `y`, as a long page read far down; waits
 * until the window has gone most of the way (the layout may still settle the last few hundred px).
 */
export async function openHomeScrolledTo(page: Page, y: number) {
  await open(page, "/");
  await page.evaluate((y) => {
    document.querySelector<HTMLElement>("#main")!.style.minHeight = "4000px";
    window.scrollTo(0, y);
  }, y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 1000);
}
