import type { Page } from "@playwright/test";
import { cellRect } from "@station/engine";
import { BOARD, padLayout } from "../../games/color-match/layout";
import {
  clearSaid,
  fakeTime,
  freezeTime,
  listenToAnnouncer,
  openGame,
  openGameOnHeldClock,
  runFrames,
  said,
} from "./support/games";
import { expect, test } from "./support/test";

// Software WebGL on a shared two-core machine: starting PixiJS alone can take many seconds.
// Little Dodger's round runs for eight seconds of game time.
test.describe.configure({ timeout: 240_000 });

const KEYBOARD_PROMPT = "Press Space or Enter to play";
const surface = (page: Page) => page.getByTestId("game-surface");

/** Runs the faked clock in small slices until the end card shows (a game that ends by itself). */
async function untilEndCard(page: Page, maxMs: number) {
  for (let spent = 0; spent < maxMs; spent += 1000) {
    if ((await surface(page).getAttribute("data-end-card")) === "shown") return;
    await runFrames(page, 1000);
  }
  await expect(surface(page)).toHaveAttribute("data-end-card", "shown");
}

/** Taps the end card's Play again where the board draws it. */
async function tapPlayAgain(page: Page) {
  const [x, y] = (await surface(page).getAttribute("data-play-again"))!.split(",").map(Number) as [number, number];
  const box = (await surface(page).boundingBox())!;
  await page.mouse.click(box.x + x, box.y + y);
}

/** Color Match on Easy: once the first pad has shown, a click on another pad ends the round. */
async function loseColorMatch(page: Page) {
  await runFrames(page, 500 + 800 + 100);
  const { sequence } = (await page.evaluate(() => window.__lssMonkey!.state())) as { sequence: number[] };
  const wrong = (sequence[0]! + 1) % 4;
  const box = (await surface(page).locator("canvas").boundingBox())!;
  const scale = Math.min(box.width / BOARD.width, box.height / BOARD.height);
  const r = cellRect(padLayout(4), wrong);
  await page.mouse.click(
    box.x + (box.width - BOARD.width * scale) / 2 + (r.x + r.width / 2) * scale,
    box.y + (box.height - BOARD.height * scale) / 2 + (r.y + r.height / 2) * scale,
  );
  await runFrames(page, 50);
}

const GAMES = [
  { id: "snake", address: "snake", end: async (page: Page) => untilEndCard(page, 11 * 200 + 500) },
  { id: "little-dodger", address: "little-dodger?seed=1", end: async (page: Page) => untilEndCard(page, 60_000) },
  { id: "color-match", address: "color-match?seed=11&monkey", end: loseColorMatch },
] as const;

for (const game of GAMES) {
  test.describe(game.id, () => {
    test("Space on a fresh page starts it without scrolling, with one start message, and focus on the board", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await openGame(page, game.address);
      await expect(surface(page)).toHaveAttribute("data-phase", "ready");
      await expect(surface(page)).toHaveAttribute("data-prompt", KEYBOARD_PROMPT);
      // The prompt is drawn on the board: no veil, and no other start wording on the page.
      await expect(page.getByTestId("play-overlay")).toHaveCount(0);
      await expect(page.getByText(/press start|tap here|tap to play|space or enter/i)).toHaveCount(0);
      await page.keyboard.press("Space");
      await expect(surface(page)).toHaveAttribute("data-phase", "playing");
      await expect(surface(page)).not.toHaveAttribute("data-prompt");
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(surface(page)).toBeFocused();
      await expect(surface(page)).toHaveAttribute("data-focused", "true");
    });

    test("the end card shows the round's end, and Play again works by key, then by tap", async ({ page }) => {
      await fakeTime(page);
      await openGame(page, game.address);
      await listenToAnnouncer(page);
      await freezeTime(page);
      await page.keyboard.press("Space");
      await runFrames(page, 50);
      // Two rounds on one page: the first goes on by Enter, the second by a tap on the card.
      for (const how of ["key", "tap"] as const) {
        await game.end(page);
        await expect(surface(page)).toHaveAttribute("data-end-card", "shown");
        await expect(surface(page)).toHaveAttribute("data-phase", "over");
        // Said once, by the host's one live region, with how to go on.
        await expect.poll(() => said(page)).toContainEqual(expect.stringContaining("Press Enter to play again."));
        await clearSaid(page);
        if (how === "key") await page.keyboard.press("Enter");
        else await tapPlayAgain(page);
        await runFrames(page, 50);
        await expect(surface(page), `Play again by ${how}`).not.toHaveAttribute("data-end-card");
        await expect(surface(page), `Play again by ${how}`).toHaveAttribute("data-phase", "playing");
      }
    });
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the start prompt says Tap to play, and a tap starts Snake", async ({ page }) => {
    await openGame(page, "snake");
    await expect(surface(page)).toHaveAttribute("data-prompt", "Tap to play");
    await surface(page).tap();
    await expect(surface(page)).toHaveAttribute("data-phase", "playing");
  });
});

test.describe("on a phone on its side", () => {
  test.use({ viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true });

  test("the end card's Play again, drawn smaller than a finger, takes a tap anywhere in 48 px around its middle", async ({
    page,
  }) => {
    await fakeTime(page);
    await openGame(page, "snake");
    await freezeTime(page);
    await surface(page).tap();
    await runFrames(page, 11 * 200 + 500);
    await expect(surface(page)).toHaveAttribute("data-end-card", "shown");
    await runFrames(page, 1000);
    const [x, y, , height] = (await surface(page).getAttribute("data-play-again"))!.split(",").map(Number) as [
      number,
      number,
      number,
      number,
    ];
    // The board is 222 px square here: its drawn button is well under a finger's 48 px.
    expect(height).toBeLessThan(40);
    const box = (await surface(page).boundingBox())!;
    // Above the drawn button, where the card's words are: not a tap on Play again.
    await page.touchscreen.tap(box.x + x, box.y + y - 30);
    await runFrames(page, 50);
    await expect(surface(page)).toHaveAttribute("data-end-card", "shown");
    // Just above its drawn edge, inside 48 px around its middle: the next round.
    await page.touchscreen.tap(box.x + x, box.y + y - height / 2 - 3);
    await runFrames(page, 50);
    await expect(surface(page)).not.toHaveAttribute("data-end-card");
    await expect(surface(page)).toHaveAttribute("data-phase", "playing");
  });
});

test.describe("particles", () => {
  for (const reducedMotion of ["no-preference", "reduce"] as const) {
    test(`Snake's crash ${reducedMotion === "reduce" ? "shows no particles under reduced motion" : "bursts into particles"}`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion });
      // A best to beat, so the crash is a plain loss: a first round's new best celebrates, and
      // reduced motion celebrates with calm stars that stay in place.
      await page.addInitScript(() => {
        const best = { value: 30, lowerIsBetter: false, achievedAt: "2026-01-01T00:00:00.000Z" };
        localStorage.setItem("lss:bests", JSON.stringify({ v: 1, bests: { snake: best }, pending: [] }));
      });
      await openGameOnHeldClock(page, "snake");
      await page.keyboard.press("Space");
      await runFrames(page, 11 * 200 + 50);
      await expect(surface(page)).toHaveAttribute("data-end-card", "shown");
      const particles = Number(await surface(page).getAttribute("data-particles"));
      if (reducedMotion === "reduce") expect(particles).toBe(0);
      else expect(particles).toBeGreaterThan(0);
    });
  }
});

test("Snake at 60 % steps every 333 ms, and the end card still comes", async ({ page }) => {
  await openGameOnHeldClock(page, "snake?speed=60&monkey");
  await expect(surface(page)).toHaveAttribute("data-speed", "0.6");
  await page.keyboard.press("Space");
  await runFrames(page, 50);
  await runFrames(page, 10 * 200);
  const ticks = () => page.evaluate(() => (window.__lssMonkey!.state() as { ticks: number }).ticks);
  // At full speed ten steps would have run; at 60 % six.
  expect(await ticks()).toBe(6);
  await runFrames(page, 4 * 334);
  expect(await ticks()).toBe(10);
  await runFrames(page, 334);
  await expect(surface(page)).toHaveAttribute("data-end-card", "shown");
});
