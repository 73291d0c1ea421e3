import type { Page } from "@playwright/test";
import { cellRect } from "@station/engine";
import { BOARD, GRID } from "../../games/memory/layout";
import { KINDS, createMemory } from "../../games/memory/rules";
import { expectToast, fakeTime, freezeTime, runFrames } from "./support/games";
import { shot } from "./support/pixels";
import { expect, test } from "./support/test";

// Software WebGL on a shared two-core machine: starting PixiJS alone can take many seconds.
test.describe.configure({ timeout: 180_000 });

const SEED = 20250714;

/** The deal this seed gives, from the game's own rules: the two board places of each kind. */
function pairsFor(seed: number): [number, number][] {
  const { cards } = createMemory(seed);
  return KINDS.map(({ kind }) => {
    const at = cards.flatMap((card, i) => (card.kind === kind ? [i] : []));
    return [at[0]!, at[1]!];
  });
}

async function openMemory(page: Page, seed: number, { reducedMotion = false } = {}) {
  // Under reduced motion a card shows its new side at once: no flip frames to render (in
  // software WebGL each rendered frame costs a lot on a busy machine).
  await page.emulateMedia({ reducedMotion: reducedMotion ? "reduce" : "no-preference" });
  await fakeTime(page);
  await page.goto(`/games/memory?seed=${seed}`);
  await expect(page.getByTestId("game-surface")).toHaveAttribute("data-ready", "true", { timeout: 90_000 });
  await freezeTime(page);
  const canvas = page.getByTestId("game-surface").locator("canvas");
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  const scale = Math.min(box.width / BOARD.width, box.height / BOARD.height);
  const left = (box.width - BOARD.width * scale) / 2;
  const top = (box.height - BOARD.height * scale) / 2;
  /** A logical point on the board, in page CSS px (`inCanvas`: relative to the canvas). */
  const at = (x: number, y: number, inCanvas = false) => ({
    x: (inCanvas ? 0 : box.x) + left + x * scale,
    y: (inCanvas ? 0 : box.y) + top + y * scale,
  });
  const centre = (index: number) => {
    const r = cellRect(GRID, index);
    return at(r.x + r.width / 2, r.y + r.height / 2);
  };

  /**
   * Which side each card shows, read from a screenshot: points in a band inside its left edge
   * are the lavender back (#6f5fd0) or the dark face. The band's majority decides, so a point that
   * lands on the card's rim (a screenshot a pixel or two off the layout) cannot.
   */
  const sides = async (indices: number[]): Promise<string[]> => {
    const seen = await shot(canvas);
    const classify = ([red, green, blue]: [number, number, number]) => {
      const near = (x: number, y: number, z: number, within = 60) =>
        Math.abs(red - x) + Math.abs(green - y) + Math.abs(blue - z) < within;
      // The back is read with more room: in loaded runs it has come out about 15 % darker
      // (95,81,178), still far from either face (a difference of 200 and more).
      return near(0x6f, 0x5f, 0xd0, 100)
        ? "back"
        : near(0x2e, 0x26, 0x70) || near(0x23, 0x1c, 0x5a)
          ? "face"
          : `?${red},${green},${blue}`;
    };
    return indices.map((i) => {
      const r = cellRect(GRID, i);
      const votes = [10, 13, 16].map((dx) => {
        const p = at(r.x + dx, r.y + r.height / 2, true);
        return classify(seen.at(p.x, p.y));
      });
      const count = (side: string) => votes.filter((v) => v === side).length;
      return count("back") >= 2 ? "back" : count("face") >= 2 ? "face" : votes.join("|");
    });
  };
  return { box, scale, centre, sides };
}

test("desktop: a mismatch by mouse flips back after 1 s, pairs by keyboard, the win toast, New Game", async ({
  page,
}) => {
  const { centre, sides } = await openMemory(page, SEED, { reducedMotion: true });
  const pairs = pairsFor(SEED);
  const status = page.getByTestId("game-status");
  const moves = page.getByTestId("moves");
  const [a] = pairs[0]!;
  const [b] = pairs[1]!;
  const [c] = pairs[2]!;
  // Turn-based: no veil and no start prompt over the cards, which can be played at once.
  await page.getByTestId("game-surface").focus();
  await expect(page.getByTestId("play-overlay")).toHaveCount(0);
  await expect(page.getByTestId("game-surface")).not.toHaveAttribute("data-prompt", /./);
  expect(await sides([a, b, c])).toEqual(["back", "back", "back"]);

  // A mismatch by mouse: both stay up, a third card is ignored, and after 1 s both turn back.
  await page.mouse.click(centre(a).x, centre(a).y);
  await page.mouse.click(centre(b).x, centre(b).y);
  await runFrames(page, 50);
  await expect(status).toHaveText("Not a match");
  await expect(moves).toHaveText("1");
  expect(await sides([a, b])).toEqual(["face", "face"]);
  await page.mouse.click(centre(c).x, centre(c).y);
  await runFrames(page, 900);
  expect(await sides([a, b, c])).toEqual(["face", "face", "back"]);
  await runFrames(page, 100);
  expect(await sides([a, b, c])).toEqual(["back", "back", "back"]);
  await expect(moves).toHaveText("1");

  // The rest by keyboard. The cursor sits where the mouse last was; the first arrow shows it.
  let cursor = c;
  await page.keyboard.press("ArrowRight");
  await runFrames(page, 50);
  await expect(page.getByTestId("cursor-announcer")).toHaveText(
    `Card ${c + 1} of 16, row ${Math.floor(c / 4) + 1} column ${(c % 4) + 1}: face down`,
  );
  const walkTo = async (target: number) => {
    const dx = (target % 4) - (cursor % 4);
    const dy = Math.floor(target / 4) - Math.floor(cursor / 4);
    for (let i = 0; i < Math.abs(dx); i++) await page.keyboard.press(dx > 0 ? "ArrowRight" : "ArrowLeft");
    for (let i = 0; i < Math.abs(dy); i++) await page.keyboard.press(dy > 0 ? "ArrowDown" : "ArrowUp");
    cursor = target;
  };
  for (const [index, [p, q]] of pairs.entries()) {
    await walkTo(p);
    await page.keyboard.press("Enter");
    await walkTo(q);
    await page.keyboard.press(index % 2 === 0 ? "Enter" : " ");
    await runFrames(page, 50);
    await expect(moves).toHaveText(String(index + 2));
    await expect(page.getByTestId("pairs")).toHaveText(`${index + 1} of 8`);
    if (index === 0) {
      await expect(status).toHaveText("Match!");
      const name = KINDS[0].name;
      await expect(page.getByTestId("cursor-announcer")).toHaveText(new RegExp(`: ${name}, matched$`));
    }
  }
  await expect(status).toHaveText("You won in 9 moves!");
  expect(await sides(pairs.flat())).toEqual(Array(16).fill("face"));
  await expectToast(page, "Congratulations! You won in 9 moves");
  const toast = page.getByTestId("toast");
  // The toast sits over a corner of the board for 5 s. A jump, not every frame: the end card's
  // celebration would have software WebGL draw each of them.
  await page.clock.fastForward(5000);
  await runFrames(page, 50);
  await expect(toast).toBeHidden();

  // New Game: all face down again, nothing counted, and the win's stars (still falling: the jump
  // above counts as one 250 ms frame) gone with the end card.
  await expect(page.getByTestId("game-surface")).not.toHaveAttribute("data-particles", "0");
  await page.getByRole("button", { name: "New Game" }).click();
  await runFrames(page, 100);
  await expect(page.getByTestId("game-surface")).toHaveAttribute("data-particles", "0");
  await expect(moves).toHaveText("0");
  await expect(page.getByTestId("pairs")).toHaveText("0 of 8");
  expect(await sides(pairs.flat())).toEqual(Array(16).fill("back"));
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("cards are at least 48 CSS px, and taps by touch find every pair to the win", async ({ page }) => {
    const seed = 77;
    const { box, scale, centre, sides } = await openMemory(page, seed);
    const card = { width: GRID.cellWidth * scale, height: GRID.cellHeight * scale };
    console.log(`memory at 390x844: surface ${box.width.toFixed(1)} px, card ${card.width.toFixed(1)} px`);
    expect(box.width).toBeGreaterThan(300);
    expect(card.width).toBeGreaterThanOrEqual(48);
    expect(card.height).toBeGreaterThanOrEqual(48);
    // The whole board fits on the screen without scrolling sideways.
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);

    const pairs = pairsFor(seed);
    const [a, b] = pairs[0]!;
    await page.touchscreen.tap(centre(a).x, centre(a).y);
    await page.touchscreen.tap(centre(b).x, centre(b).y);
    await expect(page.getByTestId("game-status")).toHaveText("Match!");
    await expect(page.getByTestId("moves")).toHaveText("1");
    // The flip animation (260 ms of game time) ends with both faces showing. Read once the
    // pair's stars (at most 800 ms, flying in random directions) are gone: a gold one passing the
    // point read would be neither side.
    await runFrames(page, 900);
    expect(await sides([a, b])).toEqual(["face", "face"]);
    // Every animated frame is rendered in software here: the rest without animation.
    await page.emulateMedia({ reducedMotion: "reduce" });
    // A tap on a matched card does nothing.
    await page.touchscreen.tap(centre(a).x, centre(a).y);
    await runFrames(page, 50);
    await expect(page.getByTestId("moves")).toHaveText("1");

    for (const [p, q] of pairs.slice(1, 7)) {
      await page.touchscreen.tap(centre(p).x, centre(p).y);
      await page.touchscreen.tap(centre(q).x, centre(q).y);
    }
    await runFrames(page, 50);
    await expect(page.getByTestId("pairs")).toHaveText("7 of 8");
    const last = pairs[7]!;
    expect(await sides(pairs.flat())).toEqual([...Array(14).fill("face"), "back", "back"]);
    await page.touchscreen.tap(centre(last[0]).x, centre(last[0]).y);
    await page.touchscreen.tap(centre(last[1]).x, centre(last[1]).y);
    await expect(page.getByTestId("game-status")).toHaveText("You won in 8 moves!");
    await expectToast(page, "Congratulations! You won in 8 moves");
  });
});
