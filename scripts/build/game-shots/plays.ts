/**
 * A few scripted inputs per game, so each card shows the game in play rather than its empty start.
 * Positions are fractions of the board; keys go to the board (it has focus after the first click).
 */
import type { Page } from "@playwright/test";

type Point = readonly [x: number, y: number];
type Play = (
  page: Page,
  at: (x: number, y: number) => Promise<void>,
  drag: (from: Point, to: Point) => Promise<void>,
) => Promise<void>;

const wait = (page: Page, ms: number) => page.waitForTimeout(ms);

/** A key pressed, then time for the game to show what it did. */
async function press(page: Page, key: string, thenMs: number): Promise<void> {
  await page.keyboard.press(key);
  await wait(page, thenMs);
}

/** A key held down for a while, as a player steers. */
async function hold(page: Page, key: string, ms: number): Promise<void> {
  await page.keyboard.down(key);
  await wait(page, ms);
  await page.keyboard.up(key);
}

export const plays: Record<string, Play> = {
  snake: async (page, at) => {
    await at(0.5, 0.5);
    await press(page, "Space", 1000);
    await press(page, "ArrowLeft", 800);
    await press(page, "ArrowDown", 1200);
  },
  "little-dodger": async (page, at) => {
    await at(0.5, 0.9);
    await press(page, "Space", 3200);
    await hold(page, "ArrowLeft", 500);
    await wait(page, 900);
  },
  "color-match": async (page) => {
    await page.getByRole("button", { name: "Start", exact: true }).click();
    await wait(page, 700);
  },
  memory: async (page, at) => {
    // The first press on a board only starts play in some games: two cards after it turn.
    await at(0.625, 0.875);
    await wait(page, 1300);
    await at(0.125, 0.125);
    await wait(page, 300);
    await at(0.375, 0.375);
    await wait(page, 300);
  },
  "word-search": async (page, at, drag) => {
    const cell = (i: number) => (i + 0.5) / 12;
    await at(cell(0), cell(0));
    await drag([cell(2), cell(3)], [cell(7), cell(3)]);
    await wait(page, 400);
  },
  "tic-tac-toe": async (page, at) => {
    await at(0.5, 0.5);
    await wait(page, 1300);
    await at(1 / 6, 1 / 6);
    await wait(page, 1300);
  },
};
