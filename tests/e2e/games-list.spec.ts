import type { Page } from "@playwright/test";
import { expect, open, test } from "./support/test";

/** The six cards in order, written out from spec.md section 2 and the registry's text. */
const cards = [
  ["little-dodger", "Little Dodger", "Float through space and dodge the falling blocks."],
  ["word-search", "Word Search", "Find cozy words hidden in a grid of letters."],
  ["memory", "Memory Match", "Flip the cards and find every matching pair."],
  ["tic-tac-toe", "Tic-Tac-Toe", "Three in a row against a friend or the computer."],
  ["color-match", "Color Match", "Watch the colours light up, then repeat the pattern."],
  ["snake", "Snake", "Guide the snake to the snacks and watch it grow."],
] as const;

const grid = (page: Page) => page.getByRole("list", { name: "Games" });
const card = (page: Page, title: string) => grid(page).getByRole("article", { name: title });

/** How many cards share the first row: the number of columns the visitor sees. */
async function columns(page: Page): Promise<number> {
  const tops = await grid(page)
    .getByRole("article")
    .evaluateAll((articles) => articles.map((article) => Math.round(article.getBoundingClientRect().top)));
  return tops.filter((top) => top === tops[0]).length;
}

test.describe("the games list", () => {
  test("shows the six games in order, each with its picture, title and description", async ({ page }) => {
    await open(page, "/games");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fun Games");
    await expect(grid(page).getByRole("article")).toHaveCount(6);
    await expect(grid(page).getByRole("heading", { level: 2 })).toHaveText(cards.map(([, title]) => title));
    for (const [id, title, description] of cards) {
      const item = card(page, title);
      await expect(item.getByText(description)).toBeVisible();
      const image = item.getByRole("img");
      await expect(image).toHaveAttribute("src", `/games/${id}.svg`);
      await expect(image).toHaveAttribute("alt", /\w.{20,}/);
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
    }
  });

  test("every card either opens its game's page or says it is coming soon, never a broken link", async ({ page }) => {
    await open(page, "/games");
    const playable: string[] = [];
    for (const [id, title] of cards) {
      const links = card(page, title).getByRole("link");
      if ((await links.count()) === 0) {
        await expect(card(page, title).getByText("Coming soon")).toBeVisible();
        continue;
      }
      await expect(links).toHaveCount(1);
      await expect(links).toHaveAccessibleName(title);
      await expect(links).toHaveAttribute("href", `/games/${id}`);
      await expect(card(page, title).getByText("Coming soon")).toHaveCount(0);
      playable.push(id);
    }
    for (const id of playable) {
      const response = await page.request.get(`/games/${id}`);
      expect(response.status(), `/games/${id}`).toBe(200);
    }
    // Following a card by its title, as a visitor would.
    const [firstId, firstTitle] = cards.find(([id]) => playable.includes(id)) ?? [];
    if (firstId && firstTitle) {
      await card(page, firstTitle).getByRole("link").click();
      await expect(page).toHaveURL(`/games/${firstId}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstTitle);
    }
  });

  test("shows the rating in words beside the stars, and gives it to search engines as AggregateRating", async ({
    page,
  }) => {
    await open(page, "/games");
    const panel = page.getByRole("region", { name: "What players say" });
    await expect(panel).toContainText("4.5 out of 5");
    await expect(panel).toContainText("Based on 120 reviews, on a scale from 1 to 5 stars.");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
    const rated = data.find((item) => item.aggregateRating !== undefined);
    expect(rated).toMatchObject({
      "@context": "https://schema.org",
      name: "Little Space Station Games",
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: 4.5,
        bestRating: 5,
        worstRating: 1,
        ratingCount: 120,
      },
    });
    await expect(page.getByRole("heading", { name: "More Games Coming Soon!" })).toBeVisible();
  });

  test("lays the cards out 4 to a row on large screens, 2 on tablets and 1 on phones", async ({ page }) => {
    await open(page, "/games");
    expect(await columns(page)).toBe(4);
    await page.setViewportSize({ width: 768, height: 1024 });
    await expect.poll(() => columns(page)).toBe(2);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => columns(page)).toBe(1);
  });

  test("reserves each picture's space before it arrives, so nothing jumps", async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/games/*.svg", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/games", { waitUntil: "domcontentloaded" });
    const image = card(page, "Little Dodger").getByRole("img");
    const pending = await image.evaluate((img: HTMLImageElement) => ({
      complete: img.complete,
      width: img.getBoundingClientRect().width,
      height: img.getBoundingClientRect().height,
    }));
    expect(pending.complete).toBe(false);
    expect(pending.height).toBeCloseTo((pending.width * 250) / 400, 0);
    release();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
    const loaded = await image.boundingBox();
    expect(loaded?.height).toBeCloseTo(pending.height, 0);
  });
});
