import type { Locator, Page } from "@playwright/test";
import { expect } from "./test";

/** The tabs of a catalogue page, by their visible names. */
export async function expectTabs(page: Page, names: string[], selected: string) {
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveText(names);
  await expect(page.getByRole("tab", { selected: true })).toHaveText(selected);
}

/** The picture cards of the visible tab panel. */
export const grid = (page: Page): Locator => page.getByRole("tabpanel").getByTestId("picture-grid");
export const cards = (page: Page): Locator => grid(page).getByRole("listitem");
/** The link that opens a card's picture in the lightbox (a coloring page's card also links to the studio). */
export const openLink = (card: Locator): Locator => card.getByRole("link", { name: /^Open / });

/** How many columns a grid lays out. */
export async function columnCount(grid: Locator): Promise<number> {
  return grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
}

export const lightbox = (page: Page) => page.getByRole("dialog");
