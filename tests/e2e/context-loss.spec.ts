import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { openGameOnHeldClock, runFrames } from "./support/games";
import { games } from "./support/site";
import { shot, type Shot } from "./support/pixels";
import { loseContext, restoreContext } from "./support/webgl";

// Software WebGL on a shared two-core machine: starting PixiJS alone can take many seconds.
test.describe.configure({ timeout: 180_000 });

const press = (keys: string[], ms: number) => async (page: Page) => {
  for (const key of keys) await page.keyboard.press(key);
  await runFrames(page, ms);
};

/** A move each game answers with a visible change on the board, by keyboard. */
const moves: Record<string, (page: Page) => Promise<void>> = {
  // The cursor appears, then the card under it turns.
  memory: press(["ArrowRight", "Enter"], 500),
  "tic-tac-toe": press(["Enter"], 500),
  // Starting plays the first pad of the sequence.
  "color-match": press(["Enter"], 600),
  "word-search": press(["ArrowRight", "Enter"], 300),
  // Two steps up from the start.
  snake: press(["Enter"], 450),
  // Through the countdown, then the ball floats left.
  "little-dodger": async (page) => {
    await press(["Enter"], 4_500)(page);
    await page.keyboard.down("ArrowLeft");
    await runFrames(page, 1_000);
    await page.keyboard.up("ArrowLeft");
  },
};

const board = (page: Page) => page.getByTestId("game-surface").locator("canvas");

/** How many distinct colours (4 bits a channel) the board shows: 1 is a flat, blank board. */
function colours({ data }: Shot): number {
  const seen = new Set<number>();
  for (let i = 0; i < data.length; i += 3)
    seen.add(((data[i]! >> 4) << 8) | ((data[i + 1]! >> 4) << 4) | (data[i + 2]! >> 4));
  return seen.size;
}

/** The share of pixels (0 to 1) that differ clearly between two screenshots of the board. */
function difference(a: Shot, b: Shot): number {
  const [x, y] = [a.data, b.data];
  if (x.length !== y.length) return 1;
  let differing = 0;
  for (let i = 0; i < x.length; i += 3) {
    const delta = Math.abs(x[i]! - y[i]!) + Math.abs(x[i + 1]! - y[i + 1]!) + Math.abs(x[i + 2]! - y[i + 2]!);
    if (delta > 48) differing += 1;
  }
  return differing / (x.length / 3);
}

/**
 * The browser announces the restored context a moment after `restoreContext()`: until then Resume
 * waits. A press that did resume may hide the veil only after this looks (a busy machine), so
 * Resume is pressed again only while the veil is still there.
 */
async function resumeOnceRestored(page: Page) {
  const overlay = page.getByTestId("pause-overlay");
  await expect(async () => {
    if (await overlay.isVisible()) await page.getByRole("button", { name: "Resume" }).click({ timeout: 1_000 });
    await expect(overlay).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

for (const [id, title] of games) {
  test(`${title}: a lost WebGL context pauses the game; once restored the board draws again and play goes on`, async ({
    page,
  }) => {
    await openGameOnHeldClock(page, id);
    await page.getByTestId("game-surface").focus();
    await runFrames(page, 100);
    const before = await shot(board(page));
    expect(colours(before)).toBeGreaterThan(3);

    await loseContext(board(page));
    await expect(page.getByTestId("pause-overlay")).toBeVisible();
    // Nothing can be seen, so Resume waits for the context.
    await page.getByRole("button", { name: "Resume" }).click();
    await runFrames(page, 1_000);
    await expect(page.getByTestId("pause-overlay")).toBeVisible();

    await restoreContext(page);
    await resumeOnceRestored(page);
    await runFrames(page, 100);
    // The same, untouched board as before the loss: drawn again, not one flat colour.
    const after = await shot(board(page));
    expect(colours(after)).toBeGreaterThan(3);
    expect(difference(before, after)).toBeLessThan(0.01);

    // A game not named above (a new one from `npm run new-game`) is a grid game: step, then play.
    await (moves[id] ?? press(["ArrowRight", "Enter"], 500))(page);
    expect(difference(after, await shot(board(page)))).toBeGreaterThan(0.001);
  });
}

test("Snake does not play on unseen while its context is lost", async ({ page }) => {
  await openGameOnHeldClock(page, "snake");
  await page.getByTestId("game-surface").focus();
  await page.keyboard.press("Enter");
  await runFrames(page, 3 * 200);
  await loseContext(board(page));
  await expect(page.getByTestId("pause-overlay")).toBeVisible();
  // Ten seconds would take the snake into the wall many times over.
  await runFrames(page, 10_000);
  await restoreContext(page);
  await expect(page.getByTestId("game-status")).toHaveText("");
  await resumeOnceRestored(page);
  // From (10,10) moving up, about three steps were taken; the eleventh meets the wall.
  await runFrames(page, 5 * 200);
  await expect(page.getByTestId("game-status")).toHaveText("");
  await runFrames(page, 10 * 200);
  await expect(page.getByTestId("game-surface")).toHaveAttribute("data-phase", "over");
});
