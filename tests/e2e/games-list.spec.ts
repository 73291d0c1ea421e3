import type { Page } from "@playwright/test";
import { games as cards, specGames } from "./support/site";
import { expect, isolatedTest, open, test } from "./support/warm-page";

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
    // spec.md's six, in its order; a game added to the registry (cards) shows among them.
    const ids = cards.map(([id]) => id);
    expect(ids.filter((id) => specGames.some(([spec]) => spec === id))).toEqual(specGames.map(([id]) => id));
    await open(page, "/games");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fun Games");
    const articles = grid(page).getByRole("article");
    await expect(articles).toHaveCount(cards.length);
    const seen = await articles.evaluateAll((nodes) =>
      nodes.map((node) => {
        const img = node.querySelector("img");
        return [
          img?.getAttribute("src"),
          node.querySelector("h2")?.textContent,
          node.querySelector("p")?.textContent,
          (img?.alt.length ?? 0) > 20,
          img?.getAttribute("width"),
          img?.getAttribute("height"),
        ];
      }),
    );
    // Each card's picture is the game in play, drawn by the game (npm run game-shots).
    expect(seen).toEqual(
      cards.map(([id, title, description]) => [`/images/games/${id}-400.png`, title, description, true, "400", "250"]),
    );
    // Lazy pictures arrive once scrolled to; then every one has really loaded.
    await page.getByRole("heading", { name: "More Games Coming Soon!" }).scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        articles.evaluateAll((nodes) =>
          nodes.map((node) => {
            const img = node.querySelector("img");
            return img !== null && img.complete && img.naturalWidth > 0;
          }),
        ),
      )
      .toEqual(cards.map(() => true));
    // A modern format, not the old clip-art, and whole: shown at its own shape, so nothing is cut.
    const shown = await articles.evaluateAll((nodes) =>
      nodes.map((node) => {
        const img = node.querySelector("img")!;
        const box = img.getBoundingClientRect();
        return [
          img.currentSrc.replace(location.origin, ""),
          Math.abs(box.width / box.height - img.naturalWidth / img.naturalHeight) < 0.02,
        ];
      }),
    );
    expect(shown).toEqual(
      cards.map(([id]) => [expect.stringMatching(new RegExp(`^/images/games/${id}-400\\.avif$`)), true]),
    );
  });

  test("every card opens its game's page, named by its title, and says Play now", async ({ page }) => {
    await open(page, "/games");
    const found = await grid(page)
      .getByRole("article")
      .evaluateAll((nodes) =>
        nodes.map((node) => ({
          links: [...node.querySelectorAll("a")].map((a) => [a.getAttribute("href"), a.textContent]),
          badge: node.textContent?.includes("Play now") ?? false,
        })),
      );
    expect(found).toEqual(cards.map(([id, title]) => ({ links: [[`/games/${id}`, title]], badge: true })));
    for (const [id] of cards) {
      expect((await page.request.get(`/games/${id}`)).status(), `/games/${id}`).toBe(200);
    }
    // Following a card by its title, as a visitor would.
    await card(page, "Memory Match").getByRole("link").click();
    await expect(page).toHaveURL("/games/memory");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Memory Match");
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

  test("lays the cards out 4 to a row on large screens, 2 on tablets and phones", async ({ page }) => {
    await open(page, "/games");
    expect(await columns(page)).toBe(4);
    await page.setViewportSize({ width: 768, height: 1024 });
    await expect.poll(() => columns(page)).toBe(2);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => columns(page)).toBe(2);
  });

  // On a fresh page: a warm one has the pictures already.
  isolatedTest("reserves each picture's space before it arrives, so nothing jumps", async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/images/games/*", async (route) => {
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
    // Generous: on a busy machine the held pictures take a while to arrive once let go.
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 })
      .toBe(true);
    const loaded = await image.boundingBox();
    expect(loaded?.height).toBeCloseTo(pending.height, 0);
  });
});
