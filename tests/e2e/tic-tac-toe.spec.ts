import type { Page } from "@playwright/test";
import { cellRect } from "@station/engine";
import { BOARD, LAYOUT } from "../../games/tic-tac-toe/layout";
import { TIC_TAC_TOE, chooseComputerMove, createTicTacToe, place } from "../../games/tic-tac-toe/rules";
import { expect, test } from "./support/test";
import { expectToast, fakeTime, freezeTime, openGameOnHeldClock, runFrames } from "./support/games";

// Software WebGL on a shared two-core machine: starting PixiJS alone can take many seconds.
test.describe.configure({ timeout: 180_000 });

/** Each cell's centre and size on the page, from the canvas's real box and the game's own layout. */
async function cells(page: Page) {
  const box = (await page.getByTestId("game-surface").locator("canvas").boundingBox())!;
  const scale = Math.min(box.width, box.height) / BOARD;
  const left = box.x + (box.width - BOARD * scale) / 2;
  const top = box.y + (box.height - BOARD * scale) / 2;
  return Array.from({ length: TIC_TAC_TOE.cells }, (_, index) => {
    const r = cellRect(LAYOUT, index);
    return {
      x: left + (r.x + r.width / 2) * scale,
      y: top + (r.y + r.height / 2) * scale,
      width: r.width * scale,
      height: r.height * scale,
    };
  });
}

test("vs computer by mouse and keyboard: it waits 800 ms, ignores clicks meanwhile, and wins", async ({ page }) => {
  // Marks appear without their pop-in (and software WebGL draws one frame per move, not twelve).
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openGameOnHeldClock(page, "tic-tac-toe");
  const board = page.getByTestId("game-status");
  const turn = page.getByTestId("turn");
  const announcer = page.getByTestId("cursor-announcer");
  await expect(page.getByRole("button", { name: "Vs Computer" })).toHaveAttribute("aria-pressed", "true");
  await expect(turn).toHaveText("Your turn (X)");
  const at = await cells(page);

  // A mouse click on the top-left cell: X, then the computer thinks for 800 ms of game time.
  await page.mouse.click(at[0]!.x, at[0]!.y);
  await expect(board).toHaveAttribute("data-board", "X--------");
  await expect(turn).toHaveText("Computer is thinking…");
  await runFrames(page, 700);
  // A click while it thinks places nothing (the hidden cursor follows it to the top-right cell).
  await page.mouse.click(at[2]!.x, at[2]!.y);
  await runFrames(page, 50);
  await expect(board).toHaveAttribute("data-board", "X--------");
  await runFrames(page, 50);
  // The centre, since nothing wins or needs blocking.
  await expect(board).toHaveAttribute("data-board", "X---O----");
  await expect(turn).toHaveText("Your turn (X)");
  await expect(announcer).toHaveText("The computer put O in row 2, column 2.");

  // The keyboard: the cursor starts where the mouse last pressed; left, then Enter.
  await page.keyboard.press("ArrowLeft");
  await runFrames(page, 50);
  await expect(announcer).toHaveText("Row 1, column 2: empty");
  await page.keyboard.press("Enter");
  await runFrames(page, 50);
  await expect(board).toHaveAttribute("data-board", "XX--O----");
  await expect(announcer).toHaveText("Row 1, column 2: X");
  // The computer blocks the top row...
  await runFrames(page, 800);
  await expect(board).toHaveAttribute("data-board", "XXO-O----");
  // ...and after X takes the bottom-right corner, wins along the other diagonal.
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Space");
  await runFrames(page, 50);
  await expect(board).toHaveAttribute("data-board", "XXO-O---X");
  await runFrames(page, 800);
  await expect(board).toHaveAttribute("data-board", "XXO-O-O-X");
  await expect(board).toHaveText("The computer wins along the diagonal from the top right.");
  await expect(turn).toHaveText("Game over");
  await expectToast(page, "The computer wins!");
  // After the end, a click changes nothing; New Game clears the board.
  await page.mouse.click(at[3]!.x, at[3]!.y);
  await runFrames(page, 50);
  await expect(board).toHaveAttribute("data-board", "XXO-O-O-X");
  await page.getByRole("button", { name: "New Game" }).click();
  await expect(board).toHaveAttribute("data-board", "---------");
  await expect(board).toHaveText("");
});

test.describe("on a phone, by touch", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("cells are at least 48 px; taps place marks; the seed picks the computer's corner; X wins vs a friend", async ({
    page,
  }) => {
    const seed = 7;
    await fakeTime(page);
    await page.goto(`/games/tic-tac-toe?seed=${seed}`);
    await expect(page.getByTestId("game-surface")).toHaveAttribute("data-ready", "true", { timeout: 90_000 });
    await freezeTime(page);
    const board = page.getByTestId("game-status");
    const at = await cells(page);
    for (const cell of at) {
      expect(cell.width).toBeGreaterThanOrEqual(48);
      expect(cell.height).toBeGreaterThanOrEqual(48);
    }

    // Vs computer, X in the centre: the computer's corner is the one the seed picks.
    await page.touchscreen.tap(at[4]!.x, at[4]!.y);
    await expect(board).toHaveAttribute("data-board", "----X----");
    await runFrames(page, 900);
    const corner = chooseComputerMove(place(createTicTacToe({ seed }), 4).board, seed)!;
    expect(corner.reason).toBe("corner");
    await expect(board).toHaveAttribute(
      "data-board",
      Array.from({ length: 9 }, (_, i) => (i === 4 ? "X" : i === corner.index ? "O" : "-")).join(""),
    );

    // The marks above popped in; from here on they appear at once (prefers-reduced-motion), as
    // each animated frame costs software WebGL dearly.
    await page.emulateMedia({ reducedMotion: "reduce" });
    // Vs player starts a new game; X and O take turns by tap, and X gets the top row.
    await page.getByRole("button", { name: "Vs Player" }).tap();
    await expect(page.getByRole("button", { name: "Vs Player" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "Vs Computer" })).toHaveAttribute("aria-pressed", "false");
    await expect(board).toHaveAttribute("data-board", "---------");
    await expect(page.getByTestId("turn")).toHaveText("X's turn");
    for (const index of [0, 3, 1, 4]) await page.touchscreen.tap(at[index]!.x, at[index]!.y);
    await expect(board).toHaveAttribute("data-board", "XX-OO----");
    await expect(page.getByTestId("turn")).toHaveText("X's turn");
    await page.touchscreen.tap(at[2]!.x, at[2]!.y);
    await expect(board).toHaveText("X wins along the top row.");
    await expectToast(page, "X wins!");
  });
});
