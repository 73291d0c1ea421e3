import { expect, open, test } from "./support/warm-page";

test("printing a page prints its content only: no sky, navigation, footer or floating buttons", async ({ page }) => {
  await open(page, "/about");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Contact Us" })).toBeVisible();
  await expect(page.locator("#sidebar")).toBeHidden();
  await expect(page.locator(".sky")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("button", { name: /sidebar|the stars/ })).toHaveCount(0);
  const column = page.getByTestId("content-column");
  expect(await column.evaluate((el) => el.getBoundingClientRect().left)).toBe(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(255, 255, 255)");
});
