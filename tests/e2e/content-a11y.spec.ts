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

for (const width of [1280, 390]) {
  test.describe(`axe at ${width}px`, () => {
    test.use({ viewport: { width, height: width === 1280 ? 800 : 844 } });
    for (const path of pages) {
      test(`${path} has no violations`, async ({ page }) => {
        // axe walks the whole page: slow on a busy 2-core machine, not a timing assertion.
        test.setTimeout(90_000);
        await open(page, path);
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
          [],
        );
      });
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
