import { expect, test, waitForHydration } from "./support/test";
import { openStudio } from "./support/studio";

// The service worker runs here (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: "allow" });
test.describe.configure({ timeout: 240_000 });

test("after one visit to a studio page, every other studio page opens and fills offline", async ({ page, context }) => {
  await page.goto("/activities/color/bubble-bath-duck");
  await waitForHydration(page);
  // The worker takes over once its precache (every studio page, map and line art) is complete.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 90_000 });
  await context.setOffline(true);
  // Two pages never opened: a navigation to each, straight from the precache.
  for (const id of ["whale-in-space", "cupcake-and-milk"]) {
    const studio = await openStudio(page, id);
    await expect(page.getByText("You're offline")).toHaveCount(0);
    const target = [...studio.file.regions].sort((a, b) => b[2] - a[2])[1]!;
    await studio.click(...studio.inside(target[0]));
    await expect(page.getByTestId("studio-announcer")).toContainText(`Filled ${target[1]} with`);
    await expect(studio.box).toHaveAttribute("data-ready", "true");
  }
  await context.setOffline(false);
});
