import type { Locator, Page } from "@playwright/test";
import { expect, open, test } from "./support/warm-page";

// This file checks motion itself: the sky, the toasts' pause button, the animations.
test.use({ reducedMotion: "no-preference" });

const stars = (page: Page) => page.locator(".sky-star");
const firstCloud = (page: Page) => page.locator(".sky-cloud").first();
const animation = (element: Locator, property: "animationName" | "animationPlayState") =>
  element.evaluate((el, p) => getComputedStyle(el)[p], property);
const starStyle = (page: Page, property: "animationName" | "animationPlayState") =>
  animation(stars(page).first(), property);

test.describe("starry background", () => {
  test("shows 100 stars on wide screens, 50 up to 768px wide, and 5 clouds", async ({ page }) => {
    await open(page, "/");
    await expect(page.locator(".sky-cloud")).toHaveCount(5);
    for (const [width, visible] of [
      [1280, 100],
      [769, 100],
      [768, 50],
      [390, 50],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await expect(stars(page).filter({ visible: true }), `stars visible at ${width}px`).toHaveCount(visible);
    }
  });

  test("is on every page, behind the content", async ({ page }) => {
    for (const path of ["/", "/games/snake", "/no/such/page"]) {
      await page.goto(path);
      await expect(stars(page).filter({ visible: true }), path).toHaveCount(100);
      await expect(page.locator(".sky-cloud"), path).toHaveCount(5);
    }
    // Decoration only: hidden from assistive technology and never in the way of a click.
    await expect(page.locator(".sky")).toHaveAttribute("aria-hidden", "true");
    expect(await page.locator(".sky").evaluate((el) => getComputedStyle(el).pointerEvents)).toBe("none");
  });

  test("twinkles by default", async ({ page }) => {
    await open(page, "/");
    expect(await starStyle(page, "animationName")).not.toBe("none");
    expect(await starStyle(page, "animationPlayState")).toBe("running");
    expect(await animation(firstCloud(page), "animationName")).not.toBe("none");
  });

  test.describe("with reduced motion requested", () => {
    test.use({ reducedMotion: "reduce" });

    test("stands still, and the pause control (which would do nothing) is not shown", async ({ page }) => {
      await open(page, "/");
      for (const el of [stars(page).first(), firstCloud(page)]) {
        expect(await animation(el, "animationName")).toBe("none");
      }
      await expect(page.getByRole("button", { name: /the stars/ })).toBeHidden();
    });
  });

  test("the pause button stops the animation, and the choice survives a reload", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("button", { name: "Pause the stars" }).click();
    const play = page.getByRole("button", { name: "Play the stars" });
    await expect(play).toBeVisible();
    expect(await starStyle(page, "animationPlayState")).toBe("paused");
    expect(await animation(firstCloud(page), "animationPlayState")).toBe("paused");

    await page.reload();
    await expect(play).toBeVisible();
    expect(await starStyle(page, "animationPlayState")).toBe("paused");
    // Also on other pages of the same visit.
    await open(page, "/blog");
    await expect(play).toBeVisible();
    expect(await starStyle(page, "animationPlayState")).toBe("paused");

    await play.click();
    await expect(page.getByRole("button", { name: "Pause the stars" })).toBeVisible();
    expect(await starStyle(page, "animationPlayState")).toBe("running");
    await page.reload();
    await expect(page.getByRole("button", { name: "Pause the stars" })).toBeVisible();
    expect(await starStyle(page, "animationPlayState")).toBe("running");
  });
});
