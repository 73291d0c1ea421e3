import { UNKNOWN_PATH, NOT_FOUND_H1 } from "./support/site";
import { expect, open, test } from "./support/test";

test.use({ serviceWorkers: "allow" });

test("a not-found page logs no error or warning once the service worker is active", async ({ page }) => {
  await open(page, "/");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 90_000 });
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  // The shared fixture fails the test on any console error but the document's own 404.
  await open(page, UNKNOWN_PATH);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND_H1);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForTimeout(1000);
  expect(warnings).toEqual([]);
  const kept = await page.evaluate(async () => {
    const cache = await caches.open("lss-pages");
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });
  expect(kept).not.toContain("/no/such/page");
});
