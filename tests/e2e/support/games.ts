import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { isGameModule } from "../../../scripts/measure/budget/rules";
import { shot } from "./pixels";
import { expect } from "./test";

/**
 * Opens a game page and waits until its code has loaded and its surface is drawing. The first
 * WebGL start compiles shaders in software (SwiftShader): seconds alone, far more on a busy machine.
 */
export async function openGame(page: Page, id: string) {
  await page.goto(`/games/${id}`);
  await expect(page.getByTestId("game-surface")).toHaveAttribute("data-ready", "true", { timeout: 90_000 });
}

const CLOCK_START = new Date("2026-01-01T00:00:00Z");

/** Fakes the page's clocks (Date, timers, requestAnimationFrame, performance) from the next load on. */
export async function fakeTime(page: Page) {
  await page.clock.install({ time: CLOCK_START });
}

/**
 * Stops the faked clock: from here on time moves only by `page.clock.runFor`, so a test can
 * count game ticks exactly. (It jumps an hour ahead first; the engine counts that as one 250 ms frame.)
 */
export async function freezeTime(page: Page) {
  await page.clock.pauseAt(new Date(CLOCK_START.getTime() + 3_600_000));
}

/**
 * Opens a game with its clocks faked and then held (fakeTime, openGame, freezeTime): nothing moves
 * until the test runs frames, so it can count the game's ticks exactly.
 */
export async function openGameOnHeldClock(page: Page, id: string) {
  await fakeTime(page);
  await openGame(page, id);
  await freezeTime(page);
}

/**
 * Long enough that frames are few, short enough that the engine runs each one whole: its
 * effects (particles, flips, the end card) take at most 100 ms a frame, game steps and timers 250.
 */
const FRAME_MS = 100;

/**
 * Moves a faked clock on by `ms`: one display frame of 16 ms, as a screen shows the last input,
 * then one every `FRAME_MS`. `clock.runFor` delivers a frame every 16 ms, and each draws the
 * board in software WebGL (about 0.1 s of real time on a busy machine), so a second of play cost
 * seconds. The game sees the same time in fewer frames: the same fixed steps and game timers,
 * and the last frame draws where they ended. Page timers (setTimeout) due inside a frame fire at
 * its end.
 */
export async function runFrames(page: Page, ms: number) {
  let left = Math.round(ms);
  for (let frame = Math.min(16, left); left > 0; left -= frame, frame = Math.min(FRAME_MS, left)) {
    await page.clock.fastForward(frame);
  }
}

/**
 * Waits for a game's toast on a faked clock. The site's toaster loads on its first toast (in real
 * time: late on a busy machine) and then shows it after a short timer on the faked clock, so the
 * clock steps a little at a time until the toast is there.
 */
export async function expectToast(page: Page, text: string) {
  const toast = page.getByTestId("toast");
  await expect
    .poll(
      async () => {
        await runFrames(page, 250);
        return (await toast.count()) > 0 ? await toast.first().textContent() : "";
      },
      { timeout: 60_000 },
    )
    .toContain(text);
}

/** Makes the page believe its tab went to the background (Playwright's pages never really hide). */
export async function hidePage(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    Object.defineProperty(document, "hidden", { value: true, configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

/**
 * The built chunks that hold PixiJS, howler or engine code other than its React seam, read
 * from the build's own chunk-to-module list (the same list `npm run budget` checks).
 */
export function gameChunks(): Set<string> {
  const list: Record<string, string[]> = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, "../../../dist/chunk-modules.json"), "utf8"),
  );
  return new Set(
    Object.entries(list)
      .filter(([, modules]) => modules.some(isGameModule))
      .map(([file]) => path.posix.basename(file)),
  );
}

/** Where the player's lavender ball is across the Little Dodger surface, 0 (left) to 1 (right). */
export async function dodgerBallPosition(page: Page): Promise<number> {
  const { data, width, height } = await shot(page.getByTestId("game-surface"));
  let sum = 0;
  let count = 0;
  for (let y = Math.floor(height * 0.7); y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      // The ball's fill, #c9b6ff, give or take antialiasing.
      if (Math.abs(data[i]! - 0xc9) < 12 && Math.abs(data[i + 1]! - 0xb6) < 12 && Math.abs(data[i + 2]! - 0xff) < 12) {
        sum += x;
        count += 1;
      }
    }
  }
  return count > 50 ? sum / count / width : Number.NaN;
}

/** A finger swipe through Chromium's touch input, which the page sees as pointer events. */
export async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, steps = 6) {
  const cdp = await page.context().newCDPSession(page);
  const point = (p: { x: number; y: number }) => [{ x: p.x, y: p.y, id: 1 }];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: point(from) });
  for (let i = 1; i <= steps; i++) {
    const at = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: point(at) });
  }
  return {
    end: () => cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] }),
  };
}

/**
 * Keeps everything the game's one live region says from now on, in order: a later message (a
 * sticker earned on the end card) replaces the region's text, but the earlier one was still said.
 */
export async function listenToAnnouncer(page: Page) {
  await page.evaluate(() => {
    const region = document.querySelector('[data-testid="game-announcer"]')!;
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    new MutationObserver(() => {
      const text = (region.textContent ?? "").trim();
      if (text) said.push(text);
    }).observe(region, { childList: true, characterData: true, subtree: true });
  });
}

/** What the game's live region has said since `listenToAnnouncer` (or the last `clearSaid`). */
export const said = (page: Page) => page.evaluate(() => (window as unknown as { said: string[] }).said.slice());
export const clearSaid = (page: Page) =>
  page.evaluate(() => ((window as unknown as { said: string[] }).said.length = 0));
