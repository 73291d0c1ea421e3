import type { Page } from "@playwright/test";
import { cards, lightbox, openLink } from "./support/catalogue";
import { expect, open, test } from "./support/warm-page";

const sections = [
  ["/gallery", "Gallery"],
  ["/activities", "Activities"],
  ["/self-help", "Self-Help"],
] as const;

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test.describe("picture pages on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [path, title] of sections) {
    test(`${path}: a tap opens the picture's page, and Back returns to the same place`, async ({ page }) => {
      await open(page, path);
      const card = cards(page).nth(3);
      await card.scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 120);
      await page.waitForTimeout(200);
      const before = await scrollY(page);
      expect(before).toBeGreaterThan(0);
      const name = await card.getByRole("heading").innerText();
      await openLink(card).click();

      await expect(page).toHaveURL(new RegExp(`${path}/picture/[a-z0-9-]+$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.getByTestId("picture-figure").getByRole("img")).toBeVisible();
      await expect(page.getByRole("button", { name: "Download" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical!).pathname).toBe(new URL(page.url()).pathname);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/images\/.+\.png$/);

      await page.getByRole("link", { name: `Back to ${title}` }).click();
      await expect(page).toHaveURL(new RegExp(`${path}#picture-`));
      await expect(cards(page).nth(3)).toBeInViewport();
      await expect.poll(() => scrollY(page)).toBe(before);
    });
  }

  test("the browser's Back also returns to the grid where it was", async ({ page }) => {
    await open(page, "/activities");
    const card = cards(page).nth(6);
    await card.scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    await openLink(card).click();
    await expect(page).toHaveURL(/\/activities\/picture\//);
    await page.goBack();
    await expect(cards(page).nth(6)).toBeInViewport();
    await expect.poll(() => scrollY(page)).toBe(before);
  });

  test("a shared address: next and previous by button, arrow key and swipe; back opens the picture's tab", async ({
    page,
  }) => {
    await open(page, "/gallery");
    await page.getByRole("tab", { name: "Room Inspiration" }).click();
    const names = await cards(page).getByRole("heading").allInnerTexts();
    const href = (await openLink(cards(page).nth(1)).getAttribute("href"))!;

    await open(page, href);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(names[1]!);
    await expect(page.getByText(`2 of ${names.length}`)).toBeVisible();
    await page.getByRole("link", { name: /^Next/ }).click();
    await expect(heading).toHaveText(names[2]!);
    await page.keyboard.press("ArrowLeft");
    await expect(heading).toHaveText(names[1]!);
    await page.keyboard.press("ArrowLeft");
    await expect(heading).toHaveText(names[0]!);
    await page.keyboard.press("ArrowLeft");
    await expect(heading).toHaveText(names[names.length - 1]!);

    // A finger swiping left moves on (wrapping round to the first).
    const box = (await page.getByTestId("picture-figure").boundingBox())!;
    const y = box.y + box.height / 2;
    await page.getByTestId("picture-figure").dispatchEvent("pointerdown", {
      pointerType: "touch",
      clientX: box.x + box.width - 20,
      clientY: y,
    });
    await page.getByTestId("picture-figure").dispatchEvent("pointerup", {
      pointerType: "touch",
      clientX: box.x + 20,
      clientY: y,
    });
    await expect(heading).toHaveText(names[0]!);

    await page.getByRole("link", { name: "Back to Gallery" }).click();
    await expect(page.getByRole("tab", { selected: true })).toHaveText("Room Inspiration");
    await expect(cards(page).first()).toBeInViewport();
  });
});

test.describe("the lightbox from 768px", () => {
  test("shows the title as its caption over a backdrop nothing shows through", async ({ page }) => {
    await open(page, "/gallery");
    const title = await cards(page).first().getByRole("heading").innerText();
    await cards(page).first().getByRole("link").click();
    await expect(lightbox(page)).toBeVisible();
    await expect(page).toHaveURL("/gallery");
    await expect(lightbox(page).getByRole("heading", { name: title })).toBeVisible();
    const alt = (await lightbox(page).getByRole("img").getAttribute("alt"))!;
    await expect(lightbox(page).getByText(alt, { exact: true })).toHaveCount(0);
    await expect(page.getByTestId("lightbox-backdrop")).toHaveCSS("background-color", "rgba(10, 10, 30, 0.96)");
  });
});
