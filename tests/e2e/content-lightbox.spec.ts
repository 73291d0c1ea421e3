import { cards, lightbox, openLink } from "./support/catalogue";
import { expect, open, test } from "./support/warm-page";

test.describe("lightbox", () => {
  test.beforeEach(async ({ page }) => {
    await open(page, "/activities");
  });

  test("shows the picture with its alt text, its title as the caption and 'n of N'; arrows step and wrap around", async ({
    page,
  }) => {
    const count = await cards(page).count();
    const titles = await cards(page).getByRole("heading").allInnerTexts();
    await openLink(cards(page).first()).click();
    const box = lightbox(page);
    await expect(box.getByRole("heading", { name: titles[0] })).toBeVisible();
    await expect(box.getByText(`1 of ${count}`)).toBeVisible();
    const alt = await box.getByRole("img").getAttribute("alt");
    expect(alt!.length).toBeGreaterThan(titles[0]!.length);
    // The long description is the picture's alt text, not a second caption under the title.
    await expect(box.getByText(alt!, { exact: true })).toHaveCount(0);

    await page.keyboard.press("ArrowRight");
    await expect(box.getByText(`2 of ${count}`)).toBeVisible();
    await expect(box.getByRole("heading", { name: titles[1] })).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(box.getByText(`${count} of ${count}`)).toBeVisible();
    await expect(box.getByRole("heading", { name: titles[count - 1] })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(box.getByText(`1 of ${count}`)).toBeVisible();
  });

  test("the picture fits in 80vw by 70vh", async ({ page }) => {
    await openLink(cards(page).first()).click();
    const img = lightbox(page).getByRole("img");
    await expect(img).toBeVisible();
    const box = (await img.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(1280 * 0.8 + 1);
    expect(box.height).toBeLessThanOrEqual(800 * 0.7 + 1);
  });

  test("Escape closes it and focus returns to the picture that opened it", async ({ page }) => {
    const opener = openLink(cards(page).nth(1));
    await opener.focus();
    await page.keyboard.press("Enter");
    await expect(lightbox(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(lightbox(page)).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("the close button and a click on the backdrop close it", async ({ page }) => {
    const opener = openLink(cards(page).first());
    await opener.click();
    await lightbox(page).getByRole("button", { name: "Close" }).click();
    await expect(lightbox(page)).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(lightbox(page)).toBeVisible();
    await page.mouse.click(100, 120);
    await expect(lightbox(page)).toBeHidden();
  });

  test("focus stays inside while it is open", async ({ page }) => {
    await openLink(cards(page).first()).click();
    await expect(lightbox(page)).toBeVisible();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    }
  });
});
