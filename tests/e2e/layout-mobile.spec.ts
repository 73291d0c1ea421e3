import type { Page } from "@playwright/test";
import { expect, open, openHomeScrolledTo, test } from "./support/warm-page";

test.use({ viewport: { width: 390, height: 844 } });

const drawerOf = (page: Page) => page.getByTestId("drawer");
const menuButton = (page: Page) => page.getByRole("button", { name: "Open menu" });
const hasMenuOpenClass = (page: Page) => page.evaluate(() => document.body.classList.contains("menu-open"));

async function openDrawer(page: Page) {
  await menuButton(page).click();
  const drawer = drawerOf(page);
  await expect(drawer).toBeVisible();
  // It slides in from the left edge.
  await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
  expect(await hasMenuOpenClass(page)).toBe(true);
  // The page behind does not scroll while the drawer is open.
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
  return drawer;
}

async function expectDrawerClosed(page: Page) {
  await expect(drawerOf(page)).toBeHidden();
  expect(await hasMenuOpenClass(page)).toBe(false);
}

test.describe("narrow screens (390x844)", () => {
  test("the sidebar and footer are hidden; a top bar offers the menu", async ({ page }) => {
    await open(page, "/");
    await expect(page.locator("#sidebar")).toBeHidden();
    await expect(page.getByRole("button", { name: "Close sidebar" })).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(menuButton(page)).toBeVisible();
    expect((await menuButton(page).boundingBox())!.y).toBeLessThan(64);
    await expect(drawerOf(page)).toBeHidden();
    await expect.poll(async () => (await page.getByTestId("content-column").boundingBox())?.x).toBe(0);
  });

  test("the top bar stays at the top while the page scrolls", async ({ page }) => {
    await openHomeScrolledTo(page, 1500);
    await expect(menuButton(page)).toBeInViewport();
  });

  test("the menu opens a drawer 300px wide with the navigation and account links", async ({ page }) => {
    await open(page, "/");
    const drawer = await openDrawer(page);
    expect((await drawer.boundingBox())!.width).toBe(300);
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
    await expect(drawer.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText([
      "Home",
      "Explore",
      "Blog",
      "Gallery",
      "Activities",
      "Games",
      "Stickers",
    ]);
    await expect(drawer.getByRole("link", { name: "Join Now" })).toHaveAttribute("href", "/signup");
    await expect(drawer.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
    for (const button of await page.getByRole("button").filter({ visible: true }).all()) {
      const box = (await button.boundingBox())!;
      expect(Math.min(box.width, box.height), (await button.getAttribute("aria-label")) ?? "").toBeGreaterThanOrEqual(
        48,
      );
    }
  });

  test("on a 320px screen the drawer takes 90% of the width", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await open(page, "/");
    const drawer = await openDrawer(page);
    expect((await drawer.boundingBox())!.width).toBeCloseTo(288, 0);
  });

  test("clicking the dimmed backdrop closes the drawer", async ({ page }) => {
    await open(page, "/");
    await openDrawer(page);
    await page.mouse.click(370, 400);
    await expectDrawerClosed(page);
    await expect(page).toHaveURL("/");
  });

  test("clicking inside the drawer (not on a link) keeps it open", async ({ page }) => {
    await open(page, "/");
    const drawer = await openDrawer(page);
    const box = (await drawer.boundingBox())!;
    // Empty space between the account links and the navigation.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height * 0.7);
    await expect(drawer).toBeVisible();
    expect(await hasMenuOpenClass(page)).toBe(true);
  });

  test("choosing a link closes the drawer and goes there", async ({ page }) => {
    await open(page, "/");
    const drawer = await openDrawer(page);
    await drawer.getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Little Space Blog");
    await expectDrawerClosed(page);
  });

  test("the close button closes the drawer and gives focus back to the menu button", async ({ page }) => {
    await open(page, "/");
    const drawer = await openDrawer(page);
    await drawer.getByRole("button", { name: "Close menu" }).click();
    await expectDrawerClosed(page);
    await expect(menuButton(page)).toBeFocused();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("Escape closes the drawer", async ({ page }) => {
    await open(page, "/");
    await openDrawer(page);
    await page.keyboard.press("Escape");
    await expectDrawerClosed(page);
    await expect(menuButton(page)).toBeFocused();
  });

  test("the drawer can be opened again after closing", async ({ page }) => {
    await open(page, "/");
    await openDrawer(page);
    await page.keyboard.press("Escape");
    await expectDrawerClosed(page);
    await openDrawer(page);
  });

  test("Tab keeps focus inside the open drawer", async ({ page }) => {
    await open(page, "/");
    const drawer = await openDrawer(page);
    await expect(drawer.getByRole("button", { name: "Close menu" })).toBeFocused();
    const focusable = await drawer.locator("a[href], button").count();
    const visited = new Set<string>();
    // Once round and a step further, forwards then backwards.
    for (const key of ["Tab", "Shift+Tab"]) {
      for (let i = 0; i < focusable + 2; i++) {
        await page.keyboard.press(key);
        const where = await page.evaluate(() => {
          const el = document.activeElement;
          // A modal <dialog> lets focus leave the *page* for the browser's own toolbar between
          // the last and first item (then nothing in the document has focus); it never reaches
          // the page behind the drawer.
          if (!el || el === document.body) return "browser";
          const label = el.getAttribute("aria-label") ?? el.textContent ?? el.tagName;
          return el.closest("[data-testid=drawer]") ? `drawer:${label}` : `page:${label}`;
        });
        expect(where, `after ${i + 1} x ${key}`).not.toMatch(/^page:/);
        visited.add(where);
      }
    }
    expect([...visited].filter((w) => w.startsWith("drawer:")).length).toBe(focusable);
  });

  test("navigating with Back leaves the drawer closed", async ({ page }) => {
    await open(page, "/");
    await (await openDrawer(page)).getByRole("link", { name: "Games", exact: true }).click();
    await expect(page).toHaveURL("/games");
    await openDrawer(page);
    await page.goBack();
    await expect(page).toHaveURL("/");
    await expectDrawerClosed(page);
  });
});
