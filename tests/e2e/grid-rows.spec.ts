import type { Locator, Page } from "@playwright/test";
import { expect, open, test } from "./support/warm-page";

/** Card counts per row, top to bottom, from the cards' boxes. */
async function rows(grid: Locator): Promise<number[]> {
  const tops = await grid.evaluate((el) =>
    [...el.children].map((child) => Math.round(child.getBoundingClientRect().top)),
  );
  const counts = new Map<number, number>();
  for (const top of tops) counts.set(top, (counts.get(top) ?? 0) + 1);
  return [...counts.entries()].sort(([a], [b]) => a - b).map(([, n]) => n);
}

/** A last row of one card under rows of several: the leftover look this site avoids. */
const orphaned = (counts: number[]) => counts.length > 1 && counts[0]! > 1 && counts[counts.length - 1] === 1;

async function checkGrids(page: Page, where: string, grids: Locator) {
  for (const grid of await grids.all()) {
    const counts = await rows(grid);
    const name = (await grid.getAttribute("aria-label")) ?? (await grid.evaluate((el) => el.className));
    expect(orphaned(counts), `${where} ${name}: rows ${counts.join(",")}`).toBe(false);
  }
}

const pages: [string, string, string[]][] = [
  ["/", "#main ul", []],
  ["/explore", "#main ul", []],
  ["/about", "#main ul", []],
  ["/games", "#main ul", []],
  ["/blog", "#main ul", []],
  ["/gallery", '[data-testid="picture-grid"]', ["Memes", "Room Inspiration", "Randomness"]],
  ["/activities", '[data-testid="picture-grid"]', ["Coloring Pages", "Activities"]],
  ["/self-help", '[data-testid="picture-grid"]', ["Informative Graphics", "Worksheets & Charts"]],
];

const widths = [320, 390, 768, 1024, 1280, 1920];

// One load per page: the column counts are media queries, so a resize lays the grid out as a
// load at that width would (a load per page and width cost 63 s of CPU in all, one per page 33).
for (const [path, selector, tabs] of pages) {
  test(`${path}: no grid leaves one card alone on its last row, ${widths[0]} to ${widths.at(-1)} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: widths[0]!, height: 900 });
    await open(page, path);
    for (const tab of tabs.length === 0 ? [null] : tabs) {
      if (tab) await page.getByRole("tab", { name: tab }).click();
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await checkGrids(page, `${path}${tab ? ` ${tab}` : ""} at ${width}px`, page.locator(selector));
      }
    }
  });
}
