import type { Page } from "@playwright/test";
import { games } from "../../games/index";
import { openGame } from "./support/games";
import { expect, test } from "./support/test";

/**
 * The board is painted from the pre-rendered page (its poster) before the game's code arrives;
 * the HUD and the personal best come after. Nothing above the board may push it when they do:
 * each game declares its HUD's height (entry.ts `hudHeight`, `npm run hud-heights`).
 */
async function watchBoardShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const moved: string[] = [];
    Object.assign(window, { __boardShifts: moved });
    type Shift = PerformanceEntry & {
      value: number;
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        for (const source of entry.sources) {
          const surface = document.querySelector('[data-testid="game-surface"]');
          if (surface && source.node instanceof Node && (source.node === surface || source.node.contains(surface)))
            moved.push(
              `from ${source.previousRect.x},${source.previousRect.y} to ${source.currentRect.x},${source.currentRect.y}`,
            );
        }
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

async function boardShifts(page: Page, id: string): Promise<string[]> {
  await openGame(page, id);
  // Two frames after the game is ready, so a shift it caused has been reported.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page.evaluate(() => (window as unknown as { __boardShifts: string[] }).__boardShifts);
}

for (const viewport of [
  { width: 390, height: 844, touch: true },
  { width: 1280, height: 800, touch: false },
]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport, hasTouch: viewport.touch, isMobile: viewport.touch });
    test.describe.configure({ timeout: 180_000 });

    test("no game's board moves while its code, HUD and best arrive", async ({ page }) => {
      await watchBoardShifts(page);
      for (const game of games) {
        expect(await boardShifts(page, game.id), `${game.title}'s board moved`).toEqual([]);
      }
    });
  });
}

test.describe("at 1280px, while the page is still arriving", () => {
  test.use({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });

  test("Word Search's board keeps its place before the word list's panel is parsed", async ({ page }) => {
    // A slow device paints the page as it arrives, and the panel comes after the board: the page
    // as it was before the panel arrived is its HTML cut where the panel begins (and no scripts).
    // Two parses, so the test does not lean on the browser re-matching styles after a removal.
    const html = await (await page.request.get("/games/word-search")).text();
    const panelAt = html.search(/<[a-z]+ [^>]*data-aside-panel/);
    expect(panelAt, "the pre-rendered page holds the word list's panel").toBeGreaterThan(0);
    const left = () => page.getByTestId("game-surface").evaluate((el) => el.getBoundingClientRect().x);

    await page.route("**/games/word-search", (route) =>
      route.fulfill({ contentType: "text/html", body: html.slice(0, panelAt) }),
    );
    await page.goto("/games/word-search");
    await expect(page.locator("[data-aside-panel]")).toHaveCount(0);
    const beforePanel = await left();

    await page.unroute("**/games/word-search");
    await page.goto("/games/word-search");
    await expect(page.locator("[data-aside-panel]")).toHaveCount(1);
    expect(await left()).toBe(beforePanel);
  });
});

test.describe("a phone on its side", () => {
  const phone = { viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true };
  test.use(phone);

  test("Snake's board keeps its place when its touch pad arrives with the game's code", async ({ browser, page }) => {
    const before = await browser.newContext({ ...phone, javaScriptEnabled: false });
    const bare = await before.newPage();
    await bare.goto("/games/snake");
    const left = (p: Page) => p.getByTestId("game-surface").evaluate((el) => el.getBoundingClientRect().x);
    const withoutCode = await left(bare);
    await before.close();
    await openGame(page, "snake");
    await expect(page.locator("[data-direction-pad]")).toBeVisible();
    expect(await left(page)).toBe(withoutCode);
  });
});
