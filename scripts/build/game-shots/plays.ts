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

export const plays: Record<string, Play> = {
  snake: async (page, at) => {
    await at(0.5, 0.5);
    await page.keyboard.press("Space");
    await wait(page, 1000);
    await page.keyboard.press("ArrowLeft");
    await wait(page, 800);
    await page.keyboard.press("ArrowDown");
    await wait(page, 1200);
  },
  "little-dodger": async (page, at) => {
    await at(0.5, 0.9);
    await page.keyboard.press("Space");
    await wait(page, 3200);
    await page.keyboard.down("ArrowLeft");
    await wait(page, 500);
    await page.keyboard.up("ArrowLeft");
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
