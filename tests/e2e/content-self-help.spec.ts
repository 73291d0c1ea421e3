import { cards, columnCount, downloadFromCard, expectTabs, grid } from "./support/catalogue";
import { expect, open, test } from "./support/warm-page";

test.describe("self-help", () => {
  test("tabs Informative Graphics (8, default) and Worksheets & Charts (12), up to four columns", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, "/self-help");
    await expectTabs(page, ["Informative Graphics", "Worksheets & Charts"], "Informative Graphics");
    await expect(cards(page)).toHaveCount(8);
    expect(await columnCount(grid(page))).toBe(4);
    await page.getByRole("tab", { name: "Worksheets & Charts" }).click();
    await expect(cards(page)).toHaveCount(12);
  });

  test("a worksheet downloads with its toast and opens in the lightbox", async ({ page }) => {
    await open(page, "/self-help");
    await page.getByRole("tab", { name: "Worksheets & Charts" }).click();
    const card = cards(page).nth(2);
    const { title, download } = await downloadFromCard(page, card);
    expect(download.suggestedFilename()).toBe(`${title.replace(/ /g, "_")}.png`);
    // The toast library loads with the first toast: allow for it on a busy machine.
    // Read the toast itself: Radix also copies its text into a short-lived status region.
    const toast = page.getByTestId("toast");
    await expect(toast.getByText("Download Started!")).toBeVisible({ timeout: 15_000 });
    await expect(toast.getByText(`${title} is being downloaded.`)).toBeVisible();
    await card.getByRole("link").click();
    await expect(page.getByRole("dialog").getByText(`3 of 12`)).toBeVisible();
  });

  test("the Explore More Support card links to the blog and the activities", async ({ page }) => {
    await open(page, "/self-help");
    const card = page.getByRole("region", { name: "Explore More Support" });
    await expect(card.getByRole("link", { name: "Read the Blog" })).toHaveAttribute("href", "/blog");
    await expect(card.getByRole("link", { name: "Browse Activities" })).toHaveAttribute("href", "/activities");
  });
});
