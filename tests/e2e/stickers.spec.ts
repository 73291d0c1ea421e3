import type { Page } from "@playwright/test";
import { daySeed } from "../../src/stickers/today";
import { signInAs, signedInMember } from "./support/account";
import { expectAxeCleanWideAndNarrow } from "./support/axe";
import { jpegFileWithGps, uploadEntry } from "./support/contest";
import { listenToAnnouncer, runFrames, said } from "./support/games";
import { shot } from "./support/pixels";
import { playSnakeRoundForTenPoints, openSnake, SEED } from "./support/snake-round";
import { openStudio } from "./support/studio";
import { expect, isolatedTest, open, test } from "./support/warm-page";

const ARTICLE = "am-i-really-an-age-regressor";
const toast = (page: Page) => page.getByTestId("toast");

/** Waits for a sticker's toast (the book starts once the page is idle, so it may take a moment). */
async function expectStickerToast(page: Page, name: string) {
  await expect(toast(page).filter({ hasText: `New sticker: ${name}` })).toBeVisible({ timeout: 20_000 });
}

/**
 * Scrolls down to today's row, as a visitor would: its code arrives as it comes near, and the rows
 * drawn then replace the pre-rendered ones (perhaps in the middle of the scroll, so it may take two).
 */
async function scrollToToday(page: Page) {
  await expect(async () => {
    await page.getByTestId("puzzle-of-the-day").scrollIntoViewIfNeeded({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** The browser's book as the page keeps it. */
const earnedIds = (page: Page) =>
  page.evaluate(() => Object.keys((JSON.parse(localStorage.getItem("lss:stickers") ?? "{}").earned ?? {}) as object));

/** Polls the board's award badge, letting the game run `frames` more frames before each look. */
const awardAfterFrames = (page: Page, frames: number, timeout: number) =>
  expect.poll(
    async () => {
      await runFrames(page, frames);
      return page.getByTestId("game-surface").getAttribute("data-award");
    },
    { timeout },
  );

/**
 * Opens Snake for a visitor already welcomed (Hello, Station in the book), so the round's own
 * stickers are the news, and listens to everything the game's one live region says.
 */
async function openSnakeWelcomed(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem("lss:stickers")) {
      localStorage.setItem(
        "lss:stickers",
        JSON.stringify({ v: 1, earned: { hello: "2026-01-01T00:00:00.000Z" }, progress: {}, pending: [] }),
      );
    }
  });
  await openSnake(page);
  await listenToAnnouncer(page);
}

test.describe("the sticker book for a visitor", () => {
  test("a first visit, an article read to the end and a poster earn stickers, each new one shown and announced once", async ({
    page,
  }) => {
    // A first visit puts Hello, Station in the book without a toast on the page.
    await open(page, "/");
    await expect(page.locator("html")).toHaveAttribute("data-sticker-book", "ready", { timeout: 20_000 });
    await expect.poll(() => earnedIds(page)).toContain("hello");
    await expect(toast(page)).toHaveCount(0);

    await open(page, `/blog/${ARTICLE}`);
    await expect(toast(page)).toHaveCount(0);
    await page.locator("[data-article-end]").scrollIntoViewIfNeeded();
    await expectStickerToast(page, "Story Time");
    // The friendly kind of toast, read out once (not a silent one).
    await expect(toast(page)).not.toHaveAttribute("data-radix-toast-announce-exclude");
    await toast(page).getByRole("button", { name: "Dismiss notification" }).click();
    await expect(toast(page)).toHaveCount(0);
    // Reading it again earns nothing new: no second toast.
    await open(page, `/blog/${ARTICLE}`);
    await expect(page.locator("html")).toHaveAttribute("data-sticker-book", "ready", { timeout: 20_000 });
    await page.locator("[data-article-end]").scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("lss:stickers")!).progress.articles))
      .toEqual([ARTICLE]);
    await expect(toast(page)).toHaveCount(0);

    await open(page, "/self-help/picture/grounding-5-4-3-2-1");
    await expectStickerToast(page, "Kind Words");
    await expect.poll(() => earnedIds(page)).toEqual(expect.arrayContaining(["hello", "story-time", "kind-words"]));

    await open(page, "/stickers");
    const hello = page.getByTestId("sticker-hello");
    await expect(hello).toContainText("Hello, Station");
    await expect(hello).toContainText(/Earned \w+ \d+, \d{4}/);
    await expect(hello.locator("img")).toHaveAttribute("data-earned", "true");
    const bookworm = page.getByTestId("sticker-bookworm");
    await expect(bookworm).toContainText("Read three articles to the end");
    await expect(bookworm.locator("img")).toHaveAttribute("data-earned", "false");
    await expect(page.getByTestId("sticker-rainbow-hands")).toContainText("A surprise");
    await expect(page.getByTestId("sticker-rainbow-hands")).not.toContainText("twelve");
    // Nothing about others, streaks or losing.
    await expect(page.locator("#main")).not.toContainText(/streak|leaderboard|lose|lost|missed/i);
  });

  test("/stickers is pre-rendered with every sticker, and is in the navigation and the sitemap", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/stickers")).text();
    expect(html).toContain("Sticker Book");
    expect(html.match(/data-testid="sticker-/g)?.length).toBeGreaterThanOrEqual(24);
    expect(await (await request.get("/sitemap.xml")).text()).toContain("/stickers</loc>");
    await open(page, "/");
    await expect(page.locator("#sidebar").getByRole("link", { name: "Stickers" })).toHaveAttribute("href", "/stickers");
  });

  test("the home page's rows are in the pre-rendered HTML, and today's row keeps its room", async ({ request }) => {
    const html = await (await request.get("/")).text();
    for (const game of ["snake", "memory", "word-search", "tic-tac-toe", "color-match", "little-dodger"]) {
      expect(html).toContain(`href="/games/${game}"`);
    }
    expect(html).toMatch(/href="\/blog\/[a-z0-9-]+"/);
    expect(html).toContain("Today at the Station");
    expect(html).toContain('data-testid="coloring-of-the-day"');
  });

  test("axe finds nothing on /stickers and the home page at 1280 and 390 px", async ({ page }) => {
    await open(page, "/stickers");
    await expectAxeCleanWideAndNarrow(page);
    await open(page, "/");
    // Today's row fills in as the visitor scrolls down to it.
    await scrollToToday(page);
    await expect(page.getByTestId("puzzle-of-the-day").getByRole("link")).toBeVisible({ timeout: 20_000 });
    await expectAxeCleanWideAndNarrow(page);
  });
});

isolatedTest.describe("today at the station", () => {
  const todaysPuzzle = async (page: Page) => {
    const link = page.getByTestId("puzzle-of-the-day").getByRole("link");
    await scrollToToday(page);
    await expect(link).toBeVisible({ timeout: 20_000 });
    return link.getAttribute("href");
  };

  isolatedTest(
    "the same puzzle in two browsers on one day, another the next day, and it turns at midnight",
    async ({ page, browser }) => {
      await page.clock.install({ time: new Date(2026, 10, 29, 23, 59, 0) });
      await page.goto("/");
      const first = await todaysPuzzle(page);
      expect(first).toBe(`/games/word-search?seed=${daySeed("2026-11-29", "word-search")}&daily=2026-11-29`);
      const picture = await page.getByTestId("coloring-of-the-day-title").textContent();

      const other = await browser.newContext();
      const second = await other.newPage();
      await second.clock.install({ time: new Date(2026, 10, 29, 9, 30, 0) });
      await second.goto("/");
      expect(await todaysPuzzle(second)).toBe(first);
      await expect(second.getByTestId("coloring-of-the-day-title")).toHaveText(picture!);
      await other.close();

      // The page stays open past midnight: the row turns to the new day by itself.
      await page.clock.runFor(62_000);
      await expect(page.getByTestId("puzzle-of-the-day").getByRole("link")).toHaveAttribute(
        "href",
        `/games/word-search?seed=${daySeed("2026-11-30", "word-search")}&daily=2026-11-30`,
      );
      await expect(page.getByTestId("coloring-of-the-day-title")).not.toHaveText(picture!);
    },
  );
});

isolatedTest.describe("earning from the games, the studio and the contest", () => {
  isolatedTest.describe.configure({ timeout: 240_000 });

  isolatedTest(
    "a finished Snake round's sticker flies into the board's corner badge on the end card, announced once, with no toast",
    async ({ page }) => {
      await openSnakeWelcomed(page);
      // What the board showed when a badge arrived.
      await page.evaluate(() => {
        const badges: string[] = [];
        const surface = document.querySelector<HTMLElement>('[data-testid="game-surface"]')!;
        new MutationObserver(() => {
          if (surface.dataset.award) badges.push(`${surface.dataset.award} on ${surface.dataset.endCard ?? "play"}`);
        }).observe(surface, { attributes: true, attributeFilter: ["data-award"] });
        Object.assign(window, { badges });
      });
      await playSnakeRoundForTenPoints(page, SEED);
      const badges = () => page.evaluate(() => (window as unknown as { badges: string[] }).badges);
      await expect
        .poll(
          async () => {
            await runFrames(page, 500);
            return badges();
          },
          { timeout: 120_000 },
        )
        .toContain("snake-round on shown");
      // It arrived on the end card, never during play, and the board keeps it a few seconds, then lets it go.
      expect((await badges()).every((b) => b.endsWith("on shown"))).toBe(true);
      // Every award of the round (a new best may come too) has its few seconds on the board first.
      await awardAfterFrames(page, 2_000, 150_000).toBeNull();
      expect((await said(page)).filter((text) => text.includes("New sticker: Snake Snack"))).toHaveLength(1);
      await expect(toast(page).filter({ hasText: "New sticker" })).toHaveCount(0);
      await expect.poll(() => earnedIds(page)).toContain("snake-round");
    },
  );

  isolatedTest(
    "under reduced motion a finished round's sticker appears in the corner badge without flying there, announced once",
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await openSnakeWelcomed(page);
      await playSnakeRoundForTenPoints(page, SEED);
      const surface = page.getByTestId("game-surface");
      // Step a tenth of a second at a time until the first award arrives on the end card.
      await awardAfterFrames(page, 100, 120_000).not.toBeNull();
      // Half a second in: a flight would still be popping up over the middle of the board with
      // no badge yet; the calm award has faded in, in the badge.
      await runFrames(page, 400);
      const early = await shot(surface);
      await awardAfterFrames(page, 2_000, 150_000).toBeNull();
      const after = await shot(surface);
      const box = (await surface.boundingBox())!;
      const change = (from: number, to: number, top: number, bottom: number) => {
        let total = 0;
        let n = 0;
        for (let y = top * box.height; y < bottom * box.height; y += 2) {
          for (let x = from * box.width; x < to * box.width; x += 2) {
            const a = early.at(x, y);
            const b = after.at(x, y);
            total += Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]);
            n++;
          }
        }
        return total / n;
      };
      // The corner badge shows (its dark ring, the sticker and its name) against the board without it.
      expect(change(0.78, 1, 0, 0.24), "the top-right corner").toBeGreaterThan(10);
      // Nothing over the middle of the board, where a flight starts.
      expect(change(0.38, 0.62, 0.2, 0.4), "above the board's middle").toBeLessThan(2);
      expect((await said(page)).filter((text) => text.includes("New sticker: Snake Snack"))).toHaveLength(1);
      await expect(toast(page).filter({ hasText: "New sticker" })).toHaveCount(0);
    },
  );

  isolatedTest("saving a coloured picture in the studio earns Fridge Worthy", async ({ page }) => {
    await openStudio(page, "rocket");
    await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Save picture" }).click()]);
    await expect.poll(() => earnedIds(page), { timeout: 30_000 }).toContain("fridge-worthy");
    await expectStickerToast(page, "Fridge Worthy");
  });

  isolatedTest("a member entering the contest earns Brave Artist, kept in the account", async ({ page, request }) => {
    isolatedTest.slow();
    await signedInMember(page, request, "sticker-artist");
    await uploadEntry(page, await jpegFileWithGps("comet.jpg"));
    await expectStickerToast(page, "Brave Artist");
    await open(page, "/account");
    await expect(page.getByTestId("account-stickers")).toContainText("Brave Artist", { timeout: 20_000 });
  });
});

isolatedTest.describe("members", () => {
  isolatedTest(
    "a visitor's stickers join the account on sign-in, and a second browser shows the same book",
    async ({ page, browser, request }) => {
      isolatedTest.slow();
      await page.goto(`/blog/${ARTICLE}`);
      await page.locator("[data-article-end]").scrollIntoViewIfNeeded();
      await expect.poll(() => earnedIds(page), { timeout: 20_000 }).toContain("story-time");

      const member = await signedInMember(page, request, "sticker-merge");
      await open(page, "/account");
      const mine = page.getByTestId("account-stickers");
      await expect(mine).toContainText("Story Time", { timeout: 20_000 });
      await expect(mine).toContainText("Hello, Station");

      const other = await browser.newContext();
      const second = await other.newPage();
      await signInAs(second, member);
      await open(second, "/stickers");
      await expect(second.getByTestId("sticker-story-time").locator("img")).toHaveAttribute("data-earned", "true", {
        timeout: 20_000,
      });
      await other.close();
    },
  );
});
