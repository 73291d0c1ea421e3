import { expect, test } from "./support/test";
import {
  dodgerBallPosition,
  expectToast,
  gameChunks,
  hidePage,
  openGame,
  openGameOnHeldClock,
  runFrames,
  swipe,
} from "./support/games";

const TICK = 200;

// Software WebGL on a shared two-core machine: starting PixiJS alone can take many seconds.
test.describe.configure({ timeout: 180_000 });

test.describe("Snake", () => {
  test("started with the keyboard, it runs up into the wall on the 11th tick and says Game Over", async ({ page }) => {
    await openGameOnHeldClock(page, "snake");
    await page.getByTestId("game-surface").focus();
    await page.keyboard.press("Space");
    // Input is handled on the next display frame.
    await runFrames(page, 50);
    await expect(page.getByTestId("game-status")).toHaveText("");
    // From (10,10) moving up, ten ticks reach the top row; the eleventh leaves the board.
    await runFrames(page, 10 * TICK);
    await expect(page.getByTestId("game-status")).toHaveText("");
    await runFrames(page, TICK);
    await expect(page.getByTestId("game-surface")).toHaveAttribute("data-phase", "over");
    // The site's toaster loads on its first toast; React shows it after a short timer.
    await expectToast(page, "Game Over");
    await expect(page.getByRole("button", { name: "Play Again" })).toBeVisible();
  });

  test("arrow keys and space steer the focused game instead of scrolling the page", async ({ page }) => {
    // Short enough that the page scrolls.
    await page.setViewportSize({ width: 1280, height: 500 });
    await openGame(page, "snake");
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const before = await page.evaluate(() => window.scrollY);
    await page.getByTestId("game-surface").evaluate((el: HTMLElement) => el.focus({ preventScroll: true }));
    for (const key of ["ArrowDown", "ArrowDown", "Space", "ArrowUp", "ArrowDown", "PageDown"]) {
      if (key !== "PageDown") await page.keyboard.press(key);
    }
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    // Control: with the focus on a link (a control, which keeps its own keys) the same key does
    // scroll, so the check above means something.
    await page.getByRole("link", { name: "Back to All Games" }).focus();
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
  });

  test("hiding the page pauses it, and Resume carries on", async ({ page }) => {
    await openGameOnHeldClock(page, "snake");
    await page.getByTestId("game-surface").focus();
    await page.keyboard.press("Enter");
    await runFrames(page, 3 * TICK);
    await hidePage(page);
    await expect(page.getByTestId("pause-overlay")).toBeVisible();
    // Paused: ten seconds later the snake has still not reached the wall.
    await runFrames(page, 10_000);
    await expect(page.getByTestId("game-status")).toHaveText("");
    await page.getByRole("button", { name: "Resume" }).click();
    await expect(page.getByTestId("pause-overlay")).toBeHidden();
    await runFrames(page, 10 * TICK);
    await expect(page.getByTestId("game-surface")).toHaveAttribute("data-phase", "over");
  });
});

test.describe("Little Dodger", () => {
  test("goes from the menu through the 3, 2, 1, Go! countdown to playing", async ({ page }) => {
    await openGameOnHeldClock(page, "little-dodger");
    const status = page.getByTestId("game-status");
    await expect(status).toHaveAttribute("data-phase", "menu");
    await page.getByTestId("game-surface").focus();
    await page.keyboard.press("Enter");
    await runFrames(page, 100);
    await expect(status).toHaveAttribute("data-phase", "countdown");
    await expect(status).toHaveText("3");
    await runFrames(page, 1000);
    await expect(status).toHaveText("2");
    await runFrames(page, 1000);
    await expect(status).toHaveText("1");
    await runFrames(page, 1000);
    await expect(status).toHaveText("Go!");
    await runFrames(page, 1000);
    await expect(status).toHaveAttribute("data-phase", "playing");
    await expect(page.getByTestId("lives")).toHaveText("3");
  });

  test("hiding the page pauses it: the countdown stops until Resume", async ({ page }) => {
    await openGameOnHeldClock(page, "little-dodger");
    const status = page.getByTestId("game-status");
    await page.getByTestId("game-surface").focus();
    await page.keyboard.press("Enter");
    await runFrames(page, 100);
    await expect(status).toHaveText("3");
    await hidePage(page);
    await expect(page.getByTestId("pause-overlay")).toBeVisible();
    // Twenty seconds hidden would have finished the countdown and played on.
    await runFrames(page, 20_000);
    await expect(status).toHaveText("3");
    await page.getByRole("button", { name: "Resume" }).click();
    await expect(page.getByTestId("pause-overlay")).toBeHidden();
    await runFrames(page, 1_000);
    await expect(status).toHaveText("2");
  });

  test("arrow keys move the ball", async ({ page }) => {
    await openGameOnHeldClock(page, "little-dodger");
    await page.getByTestId("game-surface").focus();
    await page.keyboard.press("Enter");
    await runFrames(page, 4_500);
    const start = await dodgerBallPosition(page);
    expect(start).toBeCloseTo(0.5, 1);
    await page.keyboard.down("ArrowLeft");
    await runFrames(page, 1_000);
    await page.keyboard.up("ArrowLeft");
    expect(await dodgerBallPosition(page)).toBeLessThan(start - 0.2);
  });
});

test("going twice round all six games and content pages leaves at most one live WebGL context", async ({ page }) => {
  test.setTimeout(400_000);
  await page.addInitScript(() => {
    const contexts: WebGLRenderingContext[] = [];
    (window as unknown as { __glContexts: unknown[] }).__glContexts = contexts;
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      const context = (original as (...a: unknown[]) => unknown).call(this, type, ...rest);
      if (context && /webgl/.test(type) && !contexts.includes(context as WebGLRenderingContext)) {
        contexts.push(context as WebGLRenderingContext);
      }
      return context;
    } as typeof original;
  });
  await page.goto("/games");
  // Contexts whose canvas was ever shown on a game page (PixiJS also keeps one off-page context
  // for its shader checks, never drawn to the screen); live means not lost.
  const markShown = () =>
    page.evaluate(() => {
      for (const c of (window as unknown as { __glContexts: WebGLRenderingContext[] }).__glContexts) {
        if ((c.canvas as HTMLCanvasElement).isConnected) (c as unknown as { shown: boolean }).shown = true;
      }
    });
  const liveContexts = () =>
    page.evaluate(
      () =>
        (window as unknown as { __glContexts: WebGLRenderingContext[] }).__glContexts.filter(
          (c) => !c.isContextLost() && (c as unknown as { shown?: boolean }).shown,
        ).length,
    );
  const ready = page.getByTestId("game-surface");
  // Every game, with content pages between, each reached by a link on the page before it.
  const cycle: [href: string, isGame: boolean][] = [
    ["/games/snake", true],
    ["/games", false],
    ["/games/little-dodger", true],
    ["/", false],
    ["/games", false],
    ["/games/memory", true],
    ["/games", false],
    ["/games/tic-tac-toe", true],
    ["/games", false],
    ["/games/color-match", true],
    ["/games", false],
    ["/games/word-search", true],
    ["/games", false],
  ];
  const createdContexts = () =>
    page.evaluate(() => (window as unknown as { __glContexts: unknown[] }).__glContexts.length);
  let afterFirstGame: number | undefined;
  // Twice round: every game is left and come back to, and any context made after the first
  // game's fails the count below at once, long before Chromium's 16 live contexts would matter.
  for (let round = 0; round < 2; round++) {
    for (const [href, isGame] of cycle) {
      await page.locator(`a[href="${href}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${href === "/" ? "/$" : href}$`));
      if (isGame) {
        await expect(ready).toHaveAttribute("data-ready", "true", { timeout: 90_000 });
        await markShown();
        expect(await liveContexts()).toBe(1);
        afterFirstGame ??= await createdContexts();
      }
    }
  }
  expect(await liveContexts()).toBeLessThanOrEqual(1);
  // PixiJS's own off-page contexts come once, with the first game: none is added by 26 navigations.
  expect(await createdContexts()).toBe(afterFirstGame);
});

test("content routes download no PixiJS, howler or engine code; game routes do", async ({ page }) => {
  const chunks = gameChunks();
  expect(chunks.size).toBeGreaterThan(0);
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname.split("/").pop()!));
  for (const path of ["/", "/blog", "/games", "/about", "/gallery"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(requested.filter((file) => chunks.has(file))).toEqual([]);
  await openGame(page, "snake");
  expect(requested.filter((file) => chunks.has(file)).length).toBeGreaterThan(0);
});

test.describe("on a phone, by touch", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a swipe turns the snake, and the pad is there as real buttons", async ({ page }) => {
    await openGameOnHeldClock(page, "snake");
    await expect(page.getByRole("group", { name: "Direction pad" }).getByRole("button")).toHaveCount(4);
    const box = (await page.getByTestId("game-surface").boundingBox())!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.touchscreen.tap(centre.x, centre.y);
    await runFrames(page, 2 * TICK + 100);
    // Left at (10,8): the wall is now 11 ticks away instead of 9.
    const gesture = await swipe(page, centre, { x: centre.x - 80, y: centre.y + 5 });
    await gesture.end();
    await runFrames(page, 9 * TICK);
    await expect(page.getByTestId("game-status")).toHaveText("");
    await runFrames(page, 2 * TICK);
    await expect(page.getByTestId("game-surface")).toHaveAttribute("data-phase", "over");
  });

  test("dragging moves the dodger's ball", async ({ page }) => {
    await openGameOnHeldClock(page, "little-dodger");
    const box = (await page.getByTestId("game-surface").boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await runFrames(page, 4_500);
    await expect(page.getByTestId("game-status")).toHaveAttribute("data-phase", "playing");
    const start = await dodgerBallPosition(page);
    const y = box.y + box.height * 0.8;
    const gesture = await swipe(page, { x: box.x + box.width / 2, y }, { x: box.x + box.width * 0.9, y }, 10);
    await runFrames(page, 1_000);
    expect(await dodgerBallPosition(page)).toBeGreaterThan(start + 0.2);
    await gesture.end();
  });
});
