import type { Page } from "@playwright/test";
import { expect, open, test } from "./support/warm-page";

/** The old game address leads to Little Dodger, and Back skips it (the redirect replaced it in history). */
async function expectOnLittleDodgerThenBackToGames(page: Page) {
  await expect(page).toHaveURL("/games/little-dodger");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Little Dodger");
  await expect(page).toHaveTitle("Little Dodger - Fun Games | Little Space Station");
  await page.goBack();
  await expect(page).toHaveURL("/games");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fun Games");
}

test.describe("/games/cozy-cloud-hop", () => {
  test("loaded directly, it lands on Little Dodger and Back returns to the games list", async ({ page }) => {
    await open(page, "/games");
    const response = await page.goto("/games/cozy-cloud-hop");
    expect(response?.status()).toBe(200);
    await expectOnLittleDodgerThenBackToGames(page);
  });

  test("reached inside the app, it lands on Little Dodger and Back returns to the games list", async ({ page }) => {
    await open(page, "/games");
    // No page links to the old address any more, so navigate the way a <Link> click does:
    // through React Router's own router, a push navigation with no document load.
    const navigated = await page.evaluate(async () => {
      (window as { __stillSameDocument?: boolean }).__stillSameDocument = true;
      const router = (window as { __reactRouterDataRouter?: { navigate(to: string): Promise<void> } })
        .__reactRouterDataRouter;
      if (!router) return false;
      await router.navigate("/games/cozy-cloud-hop");
      return true;
    });
    expect(navigated, "React Router's router is reachable on window").toBe(true);
    await expect(page).toHaveURL("/games/little-dodger");
    expect(await page.evaluate(() => "__stillSameDocument" in window), "no document load happened").toBe(true);
    await expectOnLittleDodgerThenBackToGames(page);
  });
});
