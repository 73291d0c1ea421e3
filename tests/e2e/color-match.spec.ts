import type { Page } from "@playwright/test";
import { cellRect } from "@station/engine";
import { BOARD, padLayout } from "../../games/color-match/layout";
import { PADS } from "../../games/color-match/pads";
import { COLOR_MATCH, dealtSequence, type Difficulty } from "../../games/color-match/rules";
import { expectToast, openGameOnHeldClock, runFrames } from "./support/games";
import { expect, test } from "./support/test";

// Software WebGL on a shared two-core machine: starting PixiJS alone can take many seconds.
test.describe.configure({ timeout: 180_000 });

/** Game time from the end of a round (or from Start, with `afterRound` 0) to the player's turn. */
function untilTurn(difficulty: Difficulty, length: number, afterRound: number) {
  const { flashMs } = COLOR_MATCH.difficulties[difficulty];
  return afterRound + COLOR_MATCH.preDelayMs + length * flashMs + (length - 1) * COLOR_MATCH.gapMs;
}

/** A pad's centre in page CSS px, from the canvas as it is really laid out. */
async function padCentre(page: Page, difficulty: Difficulty, pad: number) {
  const box = (await page.getByTestId("game-surface").locator("canvas").boundingBox())!;
  const scale = Math.min(box.width / BOARD.width, box.height / BOARD.height);
  const left = box.x + (box.width - BOARD.width * scale) / 2;
  const top = box.y + (box.height - BOARD.height * scale) / 2;
  const r = cellRect(padLayout(COLOR_MATCH.difficulties[difficulty].colours), pad);
  return { x: left + (r.x + r.width / 2) * scale, y: top + (r.y + r.height / 2) * scale, size: r.width * scale };
}

/** Arrow keys from one pad to another on Easy's 2x2 grid, then Enter. */
async function pressByKeyboard(page: Page, from: number, to: number) {
  const columns = padLayout(4).columns;
  const dx = (to % columns) - (from % columns);
  const dy = Math.floor(to / columns) - Math.floor(from / columns);
  for (let i = 0; i < Math.abs(dx); i++) await page.keyboard.press(dx > 0 ? "ArrowRight" : "ArrowLeft");
  for (let i = 0; i < Math.abs(dy); i++) await page.keyboard.press(dy > 0 ? "ArrowDown" : "ArrowUp");
  await page.keyboard.press("Enter");
  // Keys reach the game on the next display frame.
  await runFrames(page, 50);
}

test("Color Match: watch, repeat by mouse then by keyboard, then a wrong pad ends it", async ({ page }) => {
  const seed = 11;
  const sequence = dealtSequence(seed, "easy", 3);
  await openGameOnHeldClock(page, `color-match?seed=${seed}`);
  const status = page.getByTestId("game-status");
  const score = page.getByTestId("score");
  const announcer = page.getByTestId("announcer");
  await expect(status).toHaveText("Choose a difficulty.");
  await expect(page.getByTestId("game-best")).toHaveText("Best score: none yet at any level");
  await expect(page.getByRole("button", { name: "Easy" })).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("button", { name: "Start" }).click();
  await runFrames(page, 100);
  await expect(status).toHaveText("Watch…");
  // The first pad lights 500 ms after Start, and a screen reader hears which one.
  await runFrames(page, 500);
  const first = sequence[0]!;
  await expect(announcer).toHaveText(`1 of 1: ${PADS[first]!.name}`);
  // A press while the sequence plays is ignored.
  let at = await padCentre(page, "easy", first);
  await page.mouse.click(at.x, at.y);
  await runFrames(page, untilTurn("easy", 1, 0) - 600 + 100);
  await expect(status).toHaveText("Your turn: 1 colour");
  await expect(score).toHaveText("0");

  // Round 1 by mouse.
  at = await padCentre(page, "easy", first);
  await page.mouse.click(at.x, at.y);
  await expect(score).toHaveText("1");
  await expect(status).toHaveText("Well done! Here comes one more…");

  // Round 2 by keyboard: the mouse left the (hidden) cursor on the pad it pressed.
  await runFrames(page, COLOR_MATCH.nextRoundDelayMs + 100);
  await expect(page.getByTestId("round")).toHaveText("2");
  await expect(status).toHaveText("Watch…");
  await runFrames(page, untilTurn("easy", 2, 0));
  await expect(status).toHaveText("Your turn: 2 colours");
  // What is under the cursor is read out as it moves.
  let cursor = first % 2 === 0 ? first + 1 : first - 1;
  await page.keyboard.press(first % 2 === 0 ? "ArrowRight" : "ArrowLeft");
  await runFrames(page, 50);
  await expect(announcer).toHaveText(`${PADS[cursor]!.name}, ${cursor + 1} of 4`);
  for (const pad of sequence.slice(0, 2)) {
    await pressByKeyboard(page, cursor, pad);
    cursor = pad;
  }
  await expect(announcer).toHaveText(`${PADS[cursor]!.name}. 2 of 2 done.`);
  await expect(score).toHaveText("3");

  // Round 3: the first pad right, the second wrong.
  await runFrames(page, COLOR_MATCH.nextRoundDelayMs + untilTurn("easy", 3, 0) + 100);
  await expect(status).toHaveText("Your turn: 3 colours");
  await pressByKeyboard(page, cursor, sequence[0]!);
  cursor = sequence[0]!;
  await pressByKeyboard(page, cursor, (sequence[1]! + 1) % 4);
  await expect(status).toHaveText("Game Over! You scored 3 points");
  await expectToast(page, "Game Over! You scored 3 points");
  await expect(page.getByRole("button", { name: "Play Again" })).toBeEnabled();

  // Changing the difficulty starts over.
  await page.getByRole("button", { name: "Hard" }).click();
  await expect(page.getByRole("button", { name: "Hard" })).toHaveAttribute("aria-pressed", "true");
  await expect(score).toHaveText("0");
  await expect(status).toHaveText("Choose a difficulty.");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("Color Match by touch at 390x844: pads of at least 48 px, a right tap scores, a wrong one ends it", async ({
    page,
  }) => {
    const seed = 5;
    const sequence = dealtSequence(seed, "medium", 2);
    await openGameOnHeldClock(page, `color-match?seed=${seed}`);
    const status = page.getByTestId("game-status");

    await page.getByRole("button", { name: "Medium" }).tap();
    await expect(page.getByRole("button", { name: "Medium" })).toHaveAttribute("aria-pressed", "true");
    await runFrames(page, 50);
    const canvas = (await page.getByTestId("game-surface").locator("canvas").boundingBox())!;
    expect(canvas.width).toBeGreaterThan(300);
    for (let pad = 0; pad < 5; pad++) {
      expect((await padCentre(page, "medium", pad)).size, `pad ${pad}`).toBeGreaterThanOrEqual(48);
    }
    for (const name of ["Easy", "Medium", "Hard", "Start"]) {
      const button = (await page.getByRole("button", { name, exact: true }).boundingBox())!;
      expect(Math.min(button.width, button.height), name).toBeGreaterThanOrEqual(48);
    }

    await page.getByRole("button", { name: "Start" }).tap();
    await runFrames(page, untilTurn("medium", 1, 0) + 100);
    await expect(status).toHaveText("Your turn: 1 colour");
    let at = await padCentre(page, "medium", sequence[0]!);
    await page.touchscreen.tap(at.x, at.y);
    await expect(page.getByTestId("score")).toHaveText("1");

    await runFrames(page, COLOR_MATCH.nextRoundDelayMs + untilTurn("medium", 2, 0) + 100);
    await expect(status).toHaveText("Your turn: 2 colours");
    at = await padCentre(page, "medium", (sequence[0]! + 1) % 5);
    await page.touchscreen.tap(at.x, at.y);
    await expect(status).toHaveText("Game Over! You scored 1 point");
    await expectToast(page, "Game Over! You scored 1 point");
  });
});

test("Color Match says the turn once on screen: the board's band, while the line under the HUD keeps it for screen readers", async ({
  page,
}) => {
  await openGameOnHeldClock(page, "color-match?seed=11");
  const status = page.getByTestId("game-status");
  // How wide the line's words are drawn: their own box, or the box that clips them.
  const textWidth = () =>
    status.evaluate((el) => {
      const holder = el.firstElementChild ?? el;
      const range = document.createRange();
      range.selectNodeContents(holder);
      return Math.min(holder.getBoundingClientRect().width, range.getBoundingClientRect().width);
    });
  // Before play the line is what says to choose; the board shows only its start prompt.
  await expect(status).toHaveText("Choose a difficulty.");
  expect(await textWidth()).toBeGreaterThan(50);
  const before = (await page.getByTestId("game-surface").boundingBox())!;
  await page.mouse.click(before.x + before.width / 2, before.y + before.height * 0.9);
  await runFrames(page, 100);
  await expect(status).toHaveText("Watch…");
  expect(await textWidth()).toBeLessThanOrEqual(1);
  await runFrames(page, untilTurn("easy", 1, 0));
  await expect(status).toHaveText("Your turn: 1 colour");
  expect(await textWidth()).toBeLessThanOrEqual(1);
  // The line kept its height: the board did not move.
  expect((await page.getByTestId("game-surface").boundingBox())!.y).toBe(before.y);
});
