import type { Page } from "@playwright/test";
import { NOT_FOUND_H1, NOT_FOUND_TITLE, UNKNOWN_PATH, knownRoutes, pageTitle } from "./support/site";
import { expect, open, test } from "./support/warm-page";

/** One h1, a description, a canonical link and social metadata: what search and link previews read. */
async function expectPageMetadata(page: Page, title: string | RegExp, canonicalPath?: string) {
  await expect(page).toHaveTitle(title);
  await expect(page.locator("title")).toHaveCount(1);
  await expect(page.locator("h1")).toHaveCount(1);
  const description = page.locator('meta[name="description"]');
  await expect(description).toHaveCount(1);
  await expect(description).toHaveAttribute("content", /\S{3,}/);
  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveCount(1);
  const href = await canonical.getAttribute("href");
  expect(href, "canonical link is an absolute URL").toMatch(/^https?:\/\//);
  if (canonicalPath) expect(new URL(href!).pathname).toBe(canonicalPath);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
}

test.describe("every route renders its screen", () => {
  for (const route of knownRoutes) {
    test(`${route.path} shows "${route.h1}"`, async ({ page }) => {
      const response = await open(page, route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.h1);
      await expectPageMetadata(page, route.title, route.canonical ?? route.path);
    });
  }

  test("both confirmation addresses lead back home", async ({ page }) => {
    for (const path of ["/confirmation", "/auth/confirm"]) {
      await open(page, path);
      await page.getByRole("link", { name: "Back to Home" }).click();
      await expect(page).toHaveURL("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to Little Space Station!");
    }
  });

  test("an unknown game id answers 404 and shows Game Not Found with a way back to the games", async ({ page }) => {
    const response = await open(page, "/games/nope");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Game Not Found!");
    await expect(page.getByText("Oops! We couldn't find the game you're looking for.")).toBeVisible();
    await expectPageMetadata(page, /^Game Not Found.* \| Little Space Station$/);
    await page.getByRole("link", { name: "Back to Games" }).click();
    await expect(page).toHaveURL("/games");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fun Games");
  });

  test("an unknown path answers 404 with the not-found page", async ({ page }) => {
    const response = await open(page, UNKNOWN_PATH);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(UNKNOWN_PATH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND_H1);
    await expectPageMetadata(page, NOT_FOUND_TITLE);
  });

  test("an unknown blog slug answers 404 and shows the not-found page", async ({ page }) => {
    const response = await open(page, "/blog/no-such-post");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND_H1);
    await expect(page).toHaveTitle(NOT_FOUND_TITLE);
  });
});

test("moving between pages in the app swaps the title and metadata instead of piling them up", async ({ page }) => {
  await open(page, "/");
  const nav = page.locator("#sidebar").getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Blog", exact: true }).click();
  await expect(page).toHaveURL("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Little Space Blog");
  await expectPageMetadata(page, pageTitle("Blog"), "/blog");

  await page.getByRole("link", { name: /^Read More\b.*What Is Littlespace/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "What Is Littlespace? A Simple Guide for New Age Regressors",
  );
  await expectPageMetadata(
    page,
    pageTitle("What Is Littlespace? A Simple Guide for New Age Regressors"),
    "/blog/what-is-littlespace-a-simple-guide-for-new-age-regressors",
  );

  await nav.getByRole("link", { name: "Games", exact: true }).click();
  await page.getByRole("link", { name: "Snake", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Snake");
  await expectPageMetadata(page, "Snake - Fun Games | Little Space Station", "/games/snake");
});
