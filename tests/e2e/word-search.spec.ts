import type { Page } from "@playwright/test";
import { BOARD, cellCentre } from "../../games/word-search/layout";
import type { Placement } from "../../games/word-search/generate";
import { WORD_SEARCH, colOf, createWordSearch, rowOf } from "../../games/word-search/rules";
import { expectToast, fakeTime, freezeTime, runFrames, swipe } from "./support/games";
import { expect, test } from "./support/test";

// Software WebGL on a shared two-core machine: starting PixiJS alone can take many seconds.
test.describe.configure({ timeout: 180_000 });

const SEED = 31337;
/** The deal the page makes from ?seed=, computed here by the game's own rules. */
const deal = createWordSearch(SEED);
const words = deal.placed;
const firstCell = (p: Placement) => p.cells[0]!;
const lastCell = (p: Placement) => p.cells[p.cells.length - 1]!;

async function openSeeded(page: Page) {
  await fakeTime(page);
  await page.goto(`/games/word-search?seed=${SEED}`);
  await expect(page.getByTestId("game-surface")).toHaveAttribute("data-ready", "true", { timeout: 90_000 });
  await freezeTime(page);
  await page.getByTestId("game-surface").evaluate((el) => el.scrollIntoView({ block: "center" }));
}

/** Screen points of cells, measured from the canvas as it is now laid out. */
async function board(page: Page) {
  const box = (await page.getByTestId("game-surface").locator("canvas").boundingBox())!;
  const scale = box.width / BOARD;
  const point = (cell: number, nudge = { x: 0, y: 0 }) => {
    const c = cellCentre(cell);
    return { x: box.x + (c.x + nudge.x) * scale, y: box.y + (c.y + nudge.y) * scale };
  };
  return { box, point, cellPx: (box.width / BOARD) * 40 };
}

function listItem(page: Page, word: string) {
  return page
    .getByTestId("word-list")
    .getByRole("listitem")
    .filter({ hasText: new RegExp(`^${word}`) });
}

async function mouseDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, steps = 2) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps });
  await page.mouse.up();
}

test("by mouse forwards and backwards, by keyboard, then every word: 'You Won!' for 5 s, then New Game", async ({
  page,
}) => {
  expect(words).toHaveLength(WORD_SEARCH.words);
  await openSeeded(page);
  const { box, point } = await board(page);
  // Wide screen: the word list sits beside the grid, as a real list.
  const listBox = (await page.getByTestId("word-list").boundingBox())!;
  expect(listBox.x).toBeGreaterThanOrEqual(box.x + box.width);
  await expect(page.getByTestId("word-list").getByRole("listitem")).toHaveCount(8);
  await expect(page.getByTestId("found-count")).toHaveText("0 of 8");

  // 1. A mouse drag, forwards; halfway the selection so far shows large above the grid.
  const [a, b, c, ...rest] = words as [Placement, Placement, Placement, ...Placement[]];
  await page.mouse.move(point(firstCell(a)).x, point(firstCell(a)).y);
  await page.mouse.down();
  const half = a.cells[2]!;
  await page.mouse.move(point(half).x, point(half).y, { steps: 3 });
  await expect(page.getByTestId("selection")).toHaveText(a.word.slice(0, 3));
  await page.mouse.move(point(lastCell(a)).x, point(lastCell(a)).y, { steps: 3 });
  await page.mouse.up();
  await expect(listItem(page, a.word)).toContainText("found");
  await expect(page.getByTestId("found-count")).toHaveText("1 of 8");
  await expectToast(page, "Word Found!");

  // 2. Backwards, from the last letter to the first.
  await mouseDrag(page, point(lastCell(b)), point(firstCell(b)), 4);
  await expect(listItem(page, b.word)).toContainText("found");
  await expect(listItem(page, c.word)).not.toContainText("found");

  // 3. By keyboard, from where the drag ended (the cursor follows the pointer).
  const surface = page.getByTestId("game-surface");
  await expect(surface).toBeFocused();
  const walk = async (from: number, to: number) => {
    const dr = rowOf(12, to) - rowOf(12, from);
    const dc = colOf(12, to) - colOf(12, from);
    for (let i = 0; i < Math.abs(dr); i++) await page.keyboard.press(dr > 0 ? "ArrowDown" : "ArrowUp");
    for (let i = 0; i < Math.abs(dc); i++) await page.keyboard.press(dc > 0 ? "ArrowRight" : "ArrowLeft");
    // Keys reach the game on the next display frame.
    await runFrames(page, 50);
  };
  await walk(firstCell(b), firstCell(c));
  const announcer = page.getByTestId("announcer");
  await expect(announcer).toHaveText(
    `Row ${rowOf(12, firstCell(c)) + 1}, column ${colOf(12, firstCell(c)) + 1}: ${c.word[0]}.`,
  );
  await page.keyboard.press("Enter");
  await runFrames(page, 50);
  await expect(announcer).toContainText("First letter chosen");
  await walk(firstCell(c), lastCell(c));
  await expect(announcer).toContainText(`Selection so far: ${c.word}.`);
  await page.keyboard.press("Space");
  await runFrames(page, 50);
  await expect(listItem(page, c.word)).toContainText("found");
  await expect(page.getByTestId("found-count")).toHaveText("3 of 8");

  // 4. The rest, quickly; the last one wins.
  for (const p of rest) await mouseDrag(page, point(firstCell(p)), point(lastCell(p)));
  const status = page.getByTestId("game-status");
  await expect(status).toHaveText("You Won!");
  await expect(page.getByTestId("found-count")).toHaveText("8 of 8");
  // The toaster is loaded by now (Word Found!), so this takes a step or two of 250 ms.
  await expectToast(page, "You Won!");
  await runFrames(page, 3500);
  await expect(status).toHaveText("You Won!");
  await runFrames(page, 1300);
  await expect(status).toHaveText("All 8 words found. New Game makes a new grid.");

  await page.getByRole("button", { name: "New Game" }).click();
  await expect(page.getByTestId("found-count")).toHaveText("0 of 8");
  await expect(page.getByTestId("word-list")).not.toContainText("found");
});

test.describe("on a phone, by touch", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("cells as large as the surface allows; a touch drag and two forgiving taps find words; all found wins", async ({
    page,
  }) => {
    await openSeeded(page);
    const { box, point, cellPx } = await board(page);
    const surfaceBox = (await page.getByTestId("game-surface").boundingBox())!;
    test.info().annotations.push({
      type: "measured",
      description: `surface ${surfaceBox.width.toFixed(1)} px wide, canvas ${box.width.toFixed(1)} px, cell ${cellPx.toFixed(1)} px`,
    });
    // 48 px cells would need a 576 px wide grid: the grid fills the surface instead.
    expect(surfaceBox.width).toBeGreaterThan(350);
    expect(cellPx).toBeGreaterThan(28);
    expect(12 * cellPx).toBeGreaterThan(surfaceBox.width - 20);
    const newGame = (await page.getByRole("button", { name: "New Game" }).boundingBox())!;
    expect(newGame.height).toBeGreaterThanOrEqual(48);
    // Narrow screen: the word list is below the grid.
    const listBox = (await page.getByTestId("word-list").boundingBox())!;
    expect(listBox.y).toBeGreaterThanOrEqual(box.y + box.height);

    const [a, b, ...rest] = words as [Placement, Placement, ...Placement[]];
    // A finger drag that ends a little off the last letter: it snaps onto the line.
    const gesture = await swipe(page, point(firstCell(a)), point(lastCell(a), { x: 9, y: -9 }), 8);
    await expect(page.getByTestId("selection")).toHaveText(a.word);
    await gesture.end();
    await expect(listItem(page, a.word)).toContainText("found");
    await expectToast(page, "Word Found!");

    // Tap the first letter, then near the last (a third of a cell off): found.
    const start = point(firstCell(b));
    await page.touchscreen.tap(start.x, start.y);
    await expect(page.getByTestId("selection")).toHaveText(b.word[0]!);
    const end = point(lastCell(b), { x: -13, y: 13 });
    await page.touchscreen.tap(end.x, end.y);
    await expect(listItem(page, b.word)).toContainText("found");
    await expect(page.getByTestId("found-count")).toHaveText("2 of 8");

    for (const p of rest) {
      const g = await swipe(page, point(lastCell(p)), point(firstCell(p)), 3);
      await g.end();
    }
    await expect(page.getByTestId("game-status")).toHaveText("You Won!");
    await expectToast(page, "You Won!");
  });
});
