import type { Page } from "@playwright/test";
import { memberAccount, signInAs } from "./support/account";
import { SITE_NAME } from "./support/site";
import { expect, isolatedTest, open, test } from "./support/warm-page";

const main = (page: Page) => page.locator("#main");

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test.describe(`home at ${width}px`, () => {
    test.use({ viewport: { width, height } });

    test("keeps every spec element: heading, scene, Start Exploring, three features, the contest", async ({ page }) => {
      await open(page, "/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome to ${SITE_NAME}!`);
      const scene = page.getByTestId("space-scene");
      await expect(scene.locator('[data-part="sparkle"]')).toHaveCount(8);
      await expect(scene.locator('[data-part="star"]')).toHaveCount(4);
      await expect(scene).toHaveAttribute("data-flight", /^space-flight-(loop|swoop|zigzag)$/);
      await expect(page.getByRole("link", { name: "Click to Explore Your Little Space!" })).toHaveAttribute(
        "href",
        "/activities",
      );
      await expect(main(page).getByRole("link", { name: "Start Exploring" })).toHaveAttribute("href", "/explore");
      for (const name of ["Read the Blog", "Find Activities", "Open Self-Help Tools"]) {
        await expect(main(page).getByRole("link", { name, exact: true })).toBeVisible();
      }
      const contest = page.getByRole("region", { name: "Coloring Contest" });
      await expect(contest.getByRole("link", { name: "Submit Your Coloring" })).toHaveAttribute(
        "href",
        /^mailto:.+\?subject=Coloring%20Contest%20Submission$/,
      );
    });

    test("below the first screen: the six games, the three newest articles, the coloring page of the week", async ({
      page,
    }) => {
      await open(page, "/");
      const games = page.getByRole("region", { name: "Games on the Station" });
      await expect(games.getByRole("listitem")).toHaveCount(6);
      await expect(games.getByRole("img").first()).toHaveAttribute("loading", "lazy");
      await expect(games.getByRole("link", { name: "Snake" })).toHaveAttribute("href", "/games/snake");

      const posts = page.getByRole("region", { name: "New on the Blog" });
      await expect(posts.getByRole("listitem")).toHaveCount(3);
      await expect(posts.getByRole("link").first()).toHaveAttribute("href", /^\/blog\/.+/);

      const week = page.getByTestId("coloring-of-the-week");
      await expect(week.getByRole("heading", { level: 3 })).toHaveText(/\w/);
      await expect(week.getByRole("button", { name: /^Download / })).toBeVisible();
      await expect(week.getByRole("button", { name: /^Print / })).toBeVisible();
      await expect(week.getByRole("link", { name: /^Open / })).toHaveAttribute("href", /^\/activities\/picture\//);
      const title = await week.getByRole("heading", { level: 3 }).textContent();
      await expect(week.getByRole("link", { name: `Color in ${title}` })).toHaveAttribute(
        "href",
        /^\/activities\/color\/[a-z0-9-]+$/,
      );
      await expect(page.getByTestId("member-greeting")).toHaveCount(0);
    });

    test("the station's life is in the pre-rendered HTML", async ({ request }) => {
      const html = await (await request.get("/")).text();
      for (const text of ["Games on the Station", "New on the Blog", "Coloring Page of the Week", 'loading="lazy"']) {
        expect(html).toContain(text);
      }
    });
  });
}

test("on a phone the scene's words are a plain link under the picture, never over the rocket", async ({ page }) => {
  // The suite's pages run still (playwright.config.ts); here the ship has to fly.
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, "/");
  const label = page.getByTestId("space-scene").locator('[data-part="label"]');
  const ship = page.getByTestId("space-scene").locator('[data-part="spaceship"]');
  await expect(label).toHaveCSS("opacity", "1");
  await expect(label).toHaveCSS("position", "static");
  // The ship is flying: sample its box over a few moments of the flight.
  for (let i = 0; i < 8; i++) {
    const [l, s] = [(await label.boundingBox())!, (await ship.boundingBox())!];
    const overlaps = l.x < s.x + s.width && s.x < l.x + l.width && l.y < s.y + s.height && s.y < l.y + l.height;
    expect(overlaps, `label ${JSON.stringify(l)} over ship ${JSON.stringify(s)}`).toBe(false);
    await page.waitForTimeout(250);
  }
  // One primary button; the scene's call is a text link.
  await expect(label).toHaveCSS("text-decoration-line", "underline");
});

// Its init script would stay on a warm page.
isolatedTest(
  "a signed-in member is greeted by nickname with the last game played and its best",
  async ({ page, request }) => {
    const member = await memberAccount(request, "home-greeting");
    await page.addInitScript(() => {
      localStorage.setItem("lss:last-game", "snake");
      const best = { value: 30, lowerIsBetter: false, achievedAt: "2026-01-01T00:00:00.000Z" };
      localStorage.setItem("lss:bests", JSON.stringify({ v: 1, bests: { snake: best }, pending: [] }));
    });
    await signInAs(page, member);
    await open(page, "/");
    const greeting = page.getByTestId("member-greeting");
    await expect(greeting).toHaveText(
      `Welcome back, ${member.nickname}! You last played Snake, and your best is 30 points.`,
    );
    await expect(greeting.getByRole("link", { name: "Snake" })).toHaveAttribute("href", "/games/snake");
  },
);

isolatedTest(
  "on a phone the rows below the first screen download as the visitor comes near them, in place, keeping the focus",
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    const rowsCode = () => scripts.filter((s) => s.includes("StationLife"));
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await expect(page.locator("html")).toHaveAttribute("data-sticker-book", "ready", { timeout: 30_000 });
    // Loaded, hydrated and settled: the rows are still the pre-rendered ones.
    expect(rowsCode()).toEqual([]);
    const puzzle = page.getByTestId("puzzle-of-the-day");
    const top = () => puzzle.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const before = await top();
    // A keyboard user reaches a game's link in the rows: it scrolls into view, the rows' code
    // arrives, and the link keeps the focus in the rows that replace the pre-rendered ones.
    const snake = page.locator('#main a[href="/games/snake"]').first();
    await snake.focus();
    await expect(puzzle.getByRole("link")).toBeVisible({ timeout: 20_000 });
    expect(rowsCode()).toHaveLength(1);
    await expect(page.locator(":focus")).toHaveAttribute("href", "/games/snake");
    expect(await top()).toBe(before);
  },
);
