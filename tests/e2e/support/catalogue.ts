import type { Download, Locator, Page } from "@playwright/test";
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

/**
 * Presses one of a card's download buttons as a visitor does, pointing at the card first (that is
 * what shows its buttons): the button named `name(title)`. Returns the card's title and the download.
 */
export async function downloadFromCard(
  page: Page,
  card: Locator,
  name = (title: string) => `Download ${title}`,
): Promise<{ title: string; download: Download }> {
  const title = await card.getByRole("heading").innerText();
  await card.hover();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("button", { name: name(title) }).click(),
  ]);
  return { title, download };
}
