import { NOT_FOUND_H1, NOT_FOUND_TITLE, UNKNOWN_PATH, knownRoutes } from "./support/site";
import { expect, test } from "./support/test";

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
const h1Of = (html: string) => decode((/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "").replace(/<[^>]+>/g, ""));
const metaContent = (html: string, attr: string, name: string) => {
  const tag = new RegExp(`<meta[^>]*${attr}="${name}"[^>]*>`).exec(html)?.[0] ?? "";
  return decode(/content="([^"]*)"/.exec(tag)?.[1] ?? "");
};

test.describe("pages arrive as HTML, readable without JavaScript", () => {
  test("the guide for new regressors carries its title and Open Graph title in the HTML", async ({ request }) => {
    const response = await request.get("/blog/what-is-littlespace-a-simple-guide-for-new-age-regressors");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/html/);
    const html = await response.text();
    const title = "What Is Littlespace? A Simple Guide for New Age Regressors | Little Space Station";
    expect(titleOf(html)).toBe(title);
    expect(metaContent(html, "property", "og:title")).toBe(title);
    expect(metaContent(html, "name", "description")).not.toBe("");
  });

  test("every known page's HTML already holds its heading and title", async ({ request }) => {
    for (const route of knownRoutes) {
      const response = await request.get(route.path);
      expect(response.status(), route.path).toBe(200);
      const html = await response.text();
      expect(h1Of(html), route.path).toBe(route.h1);
      expect(titleOf(html), route.path).toBe(route.title);
    }
  });

  test("an unknown path is a real 404 carrying the not-found page", async ({ request }) => {
    const response = await request.get(UNKNOWN_PATH);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(h1Of(html)).toBe(NOT_FOUND_H1);
    expect(titleOf(html)).toBe(NOT_FOUND_TITLE);
  });

  test.describe("in a browser with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("a blog post shows its heading and title", async ({ page }) => {
      const response = await page.goto("/blog/what-is-littlespace-a-simple-guide-for-new-age-regressors");
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "What Is Littlespace? A Simple Guide for New Age Regressors",
      );
      await expect(page).toHaveTitle(
        "What Is Littlespace? A Simple Guide for New Age Regressors | Little Space Station",
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        "content",
        "What Is Littlespace? A Simple Guide for New Age Regressors | Little Space Station",
      );
    });

    test("an unknown path shows the not-found text with status 404", async ({ page }) => {
      const response = await page.goto(UNKNOWN_PATH);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND_H1);
      await expect(page).toHaveTitle(NOT_FOUND_TITLE);
    });
  });
});
