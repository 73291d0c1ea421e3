import AxeBuilder from "@axe-core/playwright";
import { expect, open, test } from "./support/test";

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

// One load per page, checked wide and then narrow: the narrow layout is media queries and
// listeners on them, so a resize gives what a load at that width would, for half the loads.
const sizes = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

for (const path of pages) {
  test(`${path} has no violations at 1280 and 390 px`, async ({ page }) => {
    // axe walks the whole page: slow on a busy 2-core machine, not a timing assertion.
    test.setTimeout(120_000);
    await page.setViewportSize(sizes[0]!);
    await open(page, path);
    for (const size of sizes) {
      await page.setViewportSize(size);
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
        `at ${size.width} px`,
      ).toEqual([]);
    }
  });
}

test("the lightbox has no violations", async ({ page }) => {
  await open(page, "/activities");
  await page.getByTestId("picture-grid").getByRole("link").first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
