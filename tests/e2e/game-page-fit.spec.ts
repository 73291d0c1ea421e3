import type { Page } from "@playwright/test";
import { games } from "../../games/index";
import { openGame } from "./support/games";
import { expect, test } from "./support/test";

/**
 * The board and every control a game needs: its HUD (buttons), its touch pad, its aside, and the
 * last word of Word Search's list (the panel itself may fit while its list scrolls inside it).
 */
const CONTROLS = [
  "[data-testid=game-surface]",
  "[data-hud]",
  "[data-direction-pad]",
  "[data-aside-panel]",
  "[data-testid=word-list] > li:last-child",
];

/** What a toast must not hide either: the page's title and its line of bests. */
const HEADING = ["[data-game-root] h1", "[data-testid=game-best]"];

type Box = { top: number; bottom: number; left: number; right: number; name: string };

function boxes(page: Page, selectors: readonly string[] = CONTROLS): Promise<Box[]> {
  return page.evaluate(
    (selectors) =>
      selectors.flatMap((selector) => {
        const el = document.querySelector(selector);
        if (!el) return [];
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return []; // the pad where the pointer is a mouse
        return [{ top: r.top, bottom: r.bottom, left: r.left, right: r.right, name: selector }];
      }),
    selectors,
  );
}

/** Starts play as a player would: a press on the board. */
async function start(page: Page) {
  const board = (await page.getByTestId("game-surface").boundingBox())!;
  await page.mouse.click(board.x + board.width / 2, board.y + board.height * 0.9);
}

const sizes = [
  { width: 1280, height: 800, touch: false },
  { width: 1440, height: 900, touch: false },
  { width: 390, height: 844, touch: true },
  { width: 360, height: 640, touch: true },
  { width: 844, height: 390, touch: true },
];
type Size = (typeof sizes)[number];

/** Every control inside the viewport, once layout has settled (or the page has scrolled). */
async function expectAllInside(page: Page, title: string, size: Size) {
  await expect(async () => {
    for (const box of await boxes(page)) {
      const where = `${title} at ${size.width}x${size.height}: ${box.name} at ${JSON.stringify(box)}`;
      expect(box.top, where).toBeGreaterThanOrEqual(-0.5);
      expect(box.left, where).toBeGreaterThanOrEqual(-0.5);
      expect(box.bottom, where).toBeLessThanOrEqual(size.height + 0.5);
      expect(box.right, where).toBeLessThanOrEqual(size.width + 0.5);
    }
  }).toPass({ timeout: 5_000 });
}

// Each game starts at the group's first size, from a scrolled page, and is then turned and
// resized through the others while it plays, as a phone turned on its side or a window resized.
for (const touch of [false, true]) {
  const group = sizes.filter((size) => size.touch === touch);
  const [first] = group as [Size, ...Size[]];
  test.describe(touch ? "on touch screens" : "on desktops", () => {
    test.use({ viewport: { width: first.width, height: first.height }, hasTouch: touch, isMobile: touch });
    test.describe.configure({ timeout: 240_000 });

    test(`once started, every game's board and controls lie inside the viewport at ${group
      .map((s) => `${s.width}x${s.height}`)
      .join(", ")}`, async ({ page }) => {
      for (const game of games) {
        await page.setViewportSize({ width: first.width, height: first.height });
        await openGame(page, game.id);
        // From a scrolled page too: starting brings the game into view.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.getByTestId("game-surface").scrollIntoViewIfNeeded();
        await page.evaluate(() => window.scrollBy(0, 40));
        await start(page);
        await expectAllInside(page, game.title, first);
        for (const size of group.slice(1)) {
          await page.setViewportSize({ width: size.width, height: size.height });
          await expectAllInside(page, game.title, size);
        }
      }
    });
  });
}

test.describe("toasts on a game page", () => {
  test.describe.configure({ timeout: 180_000 });
  for (const size of sizes.filter((s) => s.width === 1280 || s.width === 390 || s.width === 844)) {
    test(`at ${size.width}x${size.height} never cover the board, the title or the best line, and a tap there reaches the game`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        hasTouch: size.touch,
        isMobile: size.touch,
        // The stars' pause button is offered only where the sky moves (not under reduced motion,
        // the suite's default); pressing it stills the sky again.
        reducedMotion: "no-preference",
      });
      const page = await context.newPage();
      await openGame(page, "memory");
      await start(page);
      // A toast raised while playing (the stars' own, through the same region as the games').
      await page.getByRole("button", { name: /the stars/ }).evaluate((b: HTMLElement) => b.click());
      const shown = page.getByTestId("toast");
      await expect(shown).toBeVisible();
      const toastBox = (await shown.boundingBox())!;
      // Large screens show the heading row during play; small ones let it scroll under the top bar.
      const covered = size.width >= 1024 ? [...CONTROLS, ...HEADING] : CONTROLS;
      for (const box of await boxes(page, covered)) {
        const apart =
          toastBox.y + toastBox.height <= box.top ||
          toastBox.y >= box.bottom ||
          toastBox.x + toastBox.width <= box.left ||
          toastBox.x >= box.right;
        expect(apart, `the toast ${JSON.stringify(toastBox)} and ${box.name} ${JSON.stringify(box)}`).toBe(true);
      }
      // The region around the toast lets taps through: the board under the toast's row is the game's.
      const board = (await page.getByTestId("game-surface").boundingBox())!;
      const x = board.x + board.width * 0.125;
      const y = board.y + board.height * 0.125;
      const hit = await page.evaluate(
        ([px, py]) => document.elementFromPoint(px!, py!)?.closest("[data-testid=game-surface]") !== null,
        [x, y],
      );
      expect(hit).toBe(true);
      const region = await page.evaluate(
        () => getComputedStyle(document.querySelector("[data-toast-viewport]")!).pointerEvents,
      );
      expect(region).toBe("none");
      await context.close();
    });
  }
});

test.describe("the game speed", () => {
  test.describe.configure({ timeout: 180_000 });
  test("is offered by Snake, remembered, and shows that speed's own best", async ({ page }) => {
    await openGame(page, "snake");
    const select = page.getByTestId("game-speed");
    await expect(select).toHaveValue("100");
    await expect(page.getByTestId("game-best")).toHaveText("Best: none yet");
    await select.selectOption("80");
    await expect(page.getByTestId("game-best")).toHaveText("Best at 80 % speed: none yet");
    await page.reload();
    await expect(page.getByTestId("game-surface")).toHaveAttribute("data-ready", "true", { timeout: 90_000 });
    await expect(page.getByTestId("game-speed")).toHaveValue("80");
    expect(await page.evaluate(() => localStorage.getItem("lss:game:snake:speed"))).toBe("80");
  });

  test("is not offered by a turn-based game", async ({ page }) => {
    await openGame(page, "memory");
    await expect(page.getByTestId("game-speed")).toHaveCount(0);
  });
});
