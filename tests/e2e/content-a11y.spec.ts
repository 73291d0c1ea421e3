import { axeViolations, expectAxeCleanWideAndNarrow } from "./support/axe";
import { expect, open, test } from "./support/warm-page";

const pages = [
  "/",
  "/explore",
  "/blog",
  "/blog/am-i-really-an-age-regressor",
  "/gallery",
  "/activities",
  "/self-help",
  "/about",
  "/privacy",
  "/terms",
];

for (const path of pages) {
  test(`${path} has no violations at 1280 and 390 px`, async ({ page }) => {
    // axe walks the whole page: slow on a busy 2-core machine, not a timing assertion.
    test.setTimeout(120_000);
    await open(page, path);
    await expectAxeCleanWideAndNarrow(page);
  });
}

test("the lightbox has no violations", async ({ page }) => {
  await open(page, "/activities");
  await page.getByTestId("picture-grid").getByRole("link").first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
});
