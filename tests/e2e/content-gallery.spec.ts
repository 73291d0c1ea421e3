import { cards, columnCount, grid, expectTabs, lightbox } from "./support/catalogue";
import { expect, open, test } from "./support/warm-page";

test.describe("gallery", () => {
  test("tabs Memes (default), Room Inspiration and Randomness; arrow keys switch, one active", async ({ page }) => {
    await open(page, "/gallery");
    await expectTabs(page, ["Memes", "Room Inspiration", "Randomness"], "Memes");
    await page.getByRole("tab", { name: "Memes" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { selected: true })).toHaveText("Room Inspiration");
    await expect(page.getByRole("tab", { name: "Room Inspiration" })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { selected: true })).toHaveText("Randomness");
    await page.getByRole("tab", { name: "Memes" }).click();
    await expect(page.getByRole("tab", { selected: true })).toHaveCount(1);
    await expect(page.getByRole("tab", { selected: true })).toHaveText("Memes");
  });

  test("every tab shows a grid of titled pictures, up to five columns on a wide screen", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, "/gallery");
    for (const name of ["Memes", "Room Inspiration", "Randomness"]) {
      await page.getByRole("tab", { name }).click();
      expect(await cards(page).count()).toBeGreaterThan(0);
      await expect(cards(page).first().getByRole("heading")).toHaveText(/\w/);
      await expect(cards(page).first().getByRole("img")).toHaveAccessibleName(/\w{3,}/);
    }
    await page.getByRole("tab", { name: "Memes" }).click();
    // Six memes: four and two (five columns would leave one alone on the last row).
    expect(await columnCount(grid(page))).toBe(4);
  });

  test("two columns on a phone, where a picture opens its own page instead of the lightbox", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, "/gallery");
    expect(await columnCount(grid(page))).toBe(2);
    const first = cards(page).first().getByRole("link");
    await expect(first).toHaveAttribute("href", /^\/gallery\/picture\/[a-z0-9-]+$/);
    const href = (await first.getAttribute("href"))!;
    await first.click();
    await expect(page).toHaveURL(href);
  });

  test("a picture opens in the lightbox at its index within the tab", async ({ page }) => {
    await open(page, "/gallery");
    await page.getByRole("tab", { name: "Room Inspiration" }).click();
    const count = await cards(page).count();
    const second = cards(page).nth(1);
    const title = await second.getByRole("heading").innerText();
    await second.getByRole("link").click();
    await expect(lightbox(page)).toBeVisible();
    await expect(lightbox(page).getByRole("heading", { name: title })).toBeVisible();
    await expect(lightbox(page).getByText(`2 of ${count}`)).toBeVisible();
  });
});
