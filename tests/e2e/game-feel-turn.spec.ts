import type { Page } from "@playwright/test";
import { cellRect } from "@station/engine";
import { BOARD as MEMORY_BOARD, GRID } from "../../games/memory/layout";
import { KINDS, createMemory } from "../../games/memory/rules";
import { BOARD as TTT_BOARD, LAYOUT } from "../../games/tic-tac-toe/layout";
import { BOARD as WS_BOARD, cellCentre } from "../../games/word-search/layout";
import { createWordSearch } from "../../games/word-search/rules";
import { clearSaid, expectToast, fakeTime, freezeTime, listenToAnnouncer, runFrames, said } from "./support/games";
import { expect, test } from "./support/test";

// Software WebGL on a shared two-core machine: starting PixiJS alone can take many seconds.
test.describe.configure({ timeout: 180_000 });

/** Opens a seeded game on a frozen clock and starts recording what the game's announcer says. */
async function open(page: Page, id: string, seed: number, reducedMotion: boolean) {
  await page.emulateMedia({ reducedMotion: reducedMotion ? "reduce" : "no-preference" });
  await fakeTime(page);
  await page.goto(`/games/${id}?seed=${seed}`);
  const surface = page.getByTestId("game-surface");
  await expect(surface).toHaveAttribute("data-ready", "true", { timeout: 90_000 });
  await freezeTime(page);
  await surface.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await listenToAnnouncer(page);
  // Turn-based: the board itself invites the first move, with no start prompt over it.
  await expect(surface).toHaveAttribute("data-phase", "playing");
  await expect(surface).not.toHaveAttribute("data-prompt", /./);
  return surface;
}

/** A logical point of a square board to a page point. */
async function pointOn(page: Page, size: number) {
  const box = (await page.getByTestId("game-surface").locator("canvas").boundingBox())!;
  const scale = Math.min(box.width, box.height) / size;
  const left = box.x + (box.width - size * scale) / 2;
  const top = box.y + (box.height - size * scale) / 2;
  return (x: number, y: number) => ({ x: left + x * scale, y: top + y * scale });
}

/** No live region but the engine's says a game's results: the HUD's status line is plain text. */
async function expectOneVoice(page: Page) {
  const live = page.locator('[role="status"], [aria-live]').filter({ has: page.getByTestId("game-status") });
  await expect(live).toHaveCount(0);
  await expect(page.getByTestId("game-status")).not.toHaveAttribute("role", "status");
  await expect(page.getByTestId("game-status")).not.toHaveAttribute("aria-live", /./);
}

test("Memory: each result said once, no particles in reduced motion, the end card, Play again by Enter", async ({
  page,
}) => {
  const seed = 20250714;
  const surface = await open(page, "memory", seed, true);
  await expectOneVoice(page);
  const { cards } = createMemory(seed);
  const pairs = KINDS.map(({ kind }) => cards.flatMap((card, i) => (card.kind === kind ? [i] : [])));
  const at = await pointOn(page, MEMORY_BOARD.width);
  const click = async (index: number) => {
    const r = cellRect(GRID, index);
    const p = at(r.x + r.width / 2, r.y + r.height / 2);
    await page.mouse.click(p.x, p.y);
  };

  // A miss: said once.
  await click(pairs[0]![0]!);
  await click(pairs[1]![0]!);
  await runFrames(page, 50);
  expect(await said(page)).toEqual(["Not a match"]);
  await runFrames(page, 1000);
  // A match: said once, and its burst draws no particles under reduced motion.
  await clearSaid(page);
  await click(pairs[0]![0]!);
  await click(pairs[0]![1]!);
  await runFrames(page, 50);
  expect(await said(page)).toEqual(["Match!"]);
  await expect(surface).toHaveAttribute("data-particles", "0");

  for (const [a, b] of pairs.slice(1)) {
    await click(a!);
    await click(b!);
  }
  // The last pair's burst, before the card: still no particles.
  await runFrames(page, 100);
  await expect(surface).toHaveAttribute("data-phase", "over");
  await expect(surface).toHaveAttribute("data-particles", "0");
  await runFrames(page, 800);
  await expect(surface).toHaveAttribute("data-end-card", "shown");
  // The spec's toast shows; the win is said once, by the end card, not also by the toast.
  await expectToast(page, "Congratulations! You won in 9 moves");
  const ends = (await said(page)).filter((text) => /won/i.test(text));
  expect(ends).toHaveLength(1);
  expect(ends[0]).toContain("You won!");
  expect(ends[0]).toContain("Moves: 9");

  // Play again by Enter: a fresh deal, the card gone.
  await page.keyboard.press("Enter");
  await runFrames(page, 50);
  await expect(surface).not.toHaveAttribute("data-end-card", "shown");
  await expect(surface).toHaveAttribute("data-phase", "playing");
  await expect(page.getByTestId("moves")).toHaveText("0");
});

test("Word Search: a miss and a find said once, the end card, Play again by Space", async ({ page }) => {
  const seed = 31337;
  const surface = await open(page, "word-search", seed, true);
  await expectOneVoice(page);
  const { placed } = createWordSearch(seed);
  const at = await pointOn(page, WS_BOARD);
  const drag = async (from: number, to: number) => {
    const a = cellCentre(from);
    const b = cellCentre(to);
    const p = at(a.x, a.y);
    const q = at(b.x, b.y);
    await page.mouse.move(p.x, p.y);
    await page.mouse.down();
    await page.mouse.move(q.x, q.y, { steps: 2 });
    await page.mouse.up();
  };
  const [first, ...rest] = placed;
  // Part of a word is not a word: said once by the engine.
  await drag(first!.cells[0]!, first!.cells[first!.cells.length - 2]!);
  await runFrames(page, 50);
  expect(await said(page)).toEqual([`${first!.word.slice(0, -1)} is not one of the words.`]);
  await clearSaid(page);
  await drag(first!.cells[0]!, first!.cells[first!.cells.length - 1]!);
  await expectToast(page, "Word Found!");
  expect(await said(page)).toEqual([`Word Found! ${first!.word}: 7 to go.`]);
  await expect(surface).toHaveAttribute("data-particles", "0");

  for (const p of rest) await drag(p.cells[0]!, p.cells[p.cells.length - 1]!);
  await runFrames(page, 900);
  await expect(surface).toHaveAttribute("data-end-card", "shown");
  const ends = (await said(page)).filter((text) => /won/i.test(text));
  expect(ends).toHaveLength(1);
  expect(ends[0]).toContain("Words: 8 of 8");

  // Space pressed on the page outside the board plays again, and scrolls nothing.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const scrollY = await page.evaluate(() => window.scrollY);
  await page.keyboard.press("Space");
  await runFrames(page, 50);
  await expect(surface).not.toHaveAttribute("data-end-card", "shown");
  await expect(page.getByTestId("found-count")).toHaveText("0 of 8");
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("Tic-Tac-Toe: a mark bursts, a win line then the end card, Play again by tap", async ({ page }) => {
    const surface = await open(page, "tic-tac-toe", 7, false);
    await expectOneVoice(page);
    const at = await pointOn(page, TTT_BOARD);
    const centre = (index: number) => {
      const r = cellRect(LAYOUT, index);
      return at(r.x + r.width / 2, r.y + r.height / 2);
    };
    await page.getByRole("button", { name: "Vs Player" }).tap();
    // With motion allowed, a mark lands with a little burst of particles.
    await page.touchscreen.tap(centre(0).x, centre(0).y);
    await runFrames(page, 32);
    await expect(surface).not.toHaveAttribute("data-particles", "0");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await runFrames(page, 1000);
    for (const index of [3, 1, 4]) await page.touchscreen.tap(centre(index).x, centre(index).y);
    await clearSaid(page);
    await page.touchscreen.tap(centre(2).x, centre(2).y);
    await runFrames(page, 100);
    // The line shows on the board before the card covers it.
    await expect(surface).toHaveAttribute("data-phase", "over");
    await expect(surface).not.toHaveAttribute("data-end-card", "shown");
    // The winning line's stars are not drawn under reduced motion.
    await expect(surface).toHaveAttribute("data-particles", "0");
    await runFrames(page, 900);
    await expect(surface).toHaveAttribute("data-end-card", "shown");
    await expectToast(page, "X wins!");
    const ends = (await said(page)).filter((text) => text.includes("X wins!"));
    expect(ends).toHaveLength(1);

    // A tap on the card's Play again button.
    const [x, y] = (await surface.getAttribute("data-play-again"))!.split(",").map(Number);
    const box = (await surface.locator("canvas").boundingBox())!;
    await page.touchscreen.tap(box.x + x!, box.y + y!);
    await runFrames(page, 50);
    await expect(surface).not.toHaveAttribute("data-end-card", "shown");
    await expect(page.getByTestId("game-status")).toHaveAttribute("data-board", "---------");
    await expect(page.getByTestId("turn")).toHaveText("X's turn");
  });
});
