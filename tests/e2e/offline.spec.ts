import type { Page } from "@playwright/test";
import { axeViolations, expectAxeCleanWideAndNarrow } from "./support/axe";
import { expect, open, test, waitForHydration } from "./support/test";

// The one spec that runs with the service worker (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: "allow" });
// Six games start in software WebGL, offline, one after another on a shared two-core machine.
test.describe.configure({ timeout: 420_000 });

const READ = "/blog/what-is-littlespace-a-simple-guide-for-new-age-regressors";
const UNREAD = "/blog/am-i-really-an-age-regressor";

/** How each game is moved once from its starting screen, by keyboard on its focused surface. */
const firstMoves: Record<string, string[]> = {
  snake: ["Space"],
  "little-dodger": ["Enter"],
  memory: ["Enter"],
  "tic-tac-toe": ["Enter"],
  "color-match": ["Enter"],
  "word-search": ["Enter", "ArrowRight", "Enter"],
};

/** The surface as drawn now (a screenshot: the canvas keeps no drawing buffer to read back). */
async function board(page: Page): Promise<string> {
  return (await page.getByTestId("game-surface").screenshot()).toString("base64");
}

async function playsOffline(page: Page, id: string) {
  await page.goto(`/games/${id}`);
  const surface = page.getByTestId("game-surface");
  await expect(surface).toHaveAttribute("data-ready", "true", { timeout: 90_000 });
  await surface.focus();
  const before = await board(page);
  for (const key of firstMoves[id]!) await page.keyboard.press(key);
  await expect
    .poll(() => board(page), { message: `${id}: a move changes the board`, timeout: 30_000 })
    .not.toBe(before);
}

test("after one visit the games, a read article and the sign-in form work offline; a new build offers a reload", async ({
  page,
  context,
}) => {
  // The worker installed now is served one comment longer than the built file, as if it came
  // from the previous deploy; once back online the update check finds the real file: a new build.
  // (The route stays and lets later fetches through: a route removed after one use, `times: 1`,
  // left the service workers' later requests hanging in Chromium 150, so the new worker never
  // finished activating.)
  let served = false;
  await context.route("**/sw.js", async (route) => {
    if (served) return route.continue();
    served = true;
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}\n// the previous build\n` });
  });
  await page.goto("/");
  await waitForHydration(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 90_000 });

  // A new build is offered while the visitor types, and nothing reloads until they say so.
  await page.goto("/login");
  await waitForHydration(page);
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  const toast = page.getByRole("status").filter({ hasText: "A new version is ready" });
  await expect(toast).toBeVisible({ timeout: 30_000 });
  expect(await axeViolations(page, '[role="status"]')).toEqual([]);
  await page.getByLabel("Email").fill("still.here@example.com");
  await expect(page.getByLabel("Email")).toHaveValue("still.here@example.com");
  const reloaded = page.waitForEvent("load");
  await toast.getByRole("button", { name: "Reload" }).click();
  await reloaded;
  await waitForHydration(page);
  await expect(page.getByLabel("Email")).toHaveValue("");

  await page.goto(READ);
  const title = await page.getByRole("heading", { level: 1 }).textContent();
  await waitForHydration(page);

  await context.setOffline(true);

  for (const id of Object.keys(firstMoves)) await playsOffline(page, id);

  // The games list with every card's picture (the games in play, precached by the worker).
  await page.goto("/games");
  const pictures = page.getByRole("list", { name: "Games" }).getByRole("img");
  expect(await pictures.count()).toBeGreaterThanOrEqual(6);
  for (const picture of await pictures.all()) await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      pictures.evaluateAll((imgs) =>
        imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
      ),
    )
    .toBe(true);

  await page.goto(READ);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title!);
  await waitForHydration(page);

  await page.goto(UNREAD);
  await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).first()).toBeAttached();
  await expect(page.getByRole("link", { name: "Snake" }).last()).toBeVisible();
  await expect(
    page.getByRole("listitem").filter({ has: page.getByRole("link", { name: title!.trim() }) }),
  ).toBeVisible();

  await page.goto("/login");
  await waitForHydration(page);
  // Chromium 150 under Playwright 1.65: after navigations the service worker answers, the page's
  // navigator.onLine reads true again while every request still fails. Saying "offline" afresh
  // reaches the new document, as a real lost connection would.
  await context.setOffline(false);
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  await page.getByLabel("Email").fill("offline.reader@example.com");
  await page.getByLabel("Password").fill("a-secret-passphrase");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("You're offline. Try again when you're connected.")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("offline.reader@example.com");
  await expect(page.getByLabel("Password")).toHaveValue("a-secret-passphrase");
});

test("Chromium finds the site installable, and every icon the manifest lists has its stated size", async ({
  page,
  context,
  request,
}) => {
  await page.goto("/games");
  await waitForHydration(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 90_000 });
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  // Playwright's contexts are incognito ones, where Chromium never installs anything; every
  // other check (manifest fields, icons, service worker, HTTPS or localhost) must pass.
  expect(installabilityErrors.filter((e) => e.errorId !== "in-incognito")).toEqual([]);
  const { errors } = await cdp.send("Page.getAppManifest");
  expect(errors).toEqual([]);

  const manifest = (await (await request.get("/manifest.webmanifest")).json()) as {
    icons: { src: string; sizes: string }[];
  };
  for (const icon of manifest.icons) {
    const png = await (await request.get(icon.src)).body();
    // A PNG's width and height are the two big-endian words after its IHDR tag.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
});

test("the offline page has no axe violations at 1280 and 390 px", async ({ page }) => {
  test.setTimeout(90_000);
  await open(page, "/offline");
  await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
  await expectAxeCleanWideAndNarrow(page);
});

test("the page a visit began on and a downloaded print PNG are there offline", async ({ page, context }) => {
  await open(page, "/activities");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 90_000 });
  const download = page.waitForEvent("download");
  await page
    .getByRole("button", { name: /^Download / })
    .first()
    .click();
  const png = new URL((await download).url()).pathname;
  // The copy is made in the background; it is there once the cache answers for it.
  await expect
    .poll(() => page.evaluate((url) => caches.match(url).then((r) => r?.status ?? 0), png), { timeout: 15_000 })
    .toBe(200);

  await context.setOffline(true);
  const status = await page.evaluate((url) => fetch(url).then((r) => r.status), png);
  expect(status).toBe(200);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("You're offline");
  await expect(page.getByRole("button", { name: /^Download / }).first()).toBeVisible();
});
