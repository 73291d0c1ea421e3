import { expect, test, waitForHydration } from "./support/test";
import { clickAt, deepPoint, drawing, openStudio, regionFile } from "./support/studio";

// The service worker runs here (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: "allow" });
test.describe.configure({ timeout: 240_000 });

test("after one visit to the studio, another page colors offline", async ({ page, context }) => {
  await page.goto("/activities/color/bubble-bath-duck");
  await waitForHydration(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 90_000 });
  // The visit that began before the worker took over keeps every page once the studio is ready.
  await openStudio(page, "bubble-bath-duck");
  // The region maps are kept last (after the pages and their line art): all fifteen mean all is kept.
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open("lss-studio")).keys()).length), {
      timeout: 90_000,
    })
    .toBeGreaterThanOrEqual(15);
  await context.setOffline(true);
  const file = await regionFile("whale-in-space");
  await openStudio(page, "whale-in-space");
  const target = [...file.regions].sort((a, b) => b[2] - a[2])[1]!;
  await clickAt(page, file, ...deepPoint(file, target[0]));
  await expect(page.getByTestId("studio-announcer")).toContainText(`Filled ${target[1]} with`);
  await expect(drawing(page)).toHaveAttribute("data-ready", "true");
  await context.setOffline(false);
});
