/**
 * Today's coloring page and Word Search puzzle: the same for everybody on the same local date.
 * The puzzle is Word Search dealt from the day's seed (the game's own `?seed=`), so two browsers
 * on one date get the same grid.
 */
import { colorPath } from "../components/Picture/sections";
import { activities, coloringPages } from "../content/catalogue/lazy-activities";
import type { CatalogueItem } from "../content/catalogue/types";
import { daySeed, pickOfDay } from "./today";

export const DAILY_GAME = "word-search";

export async function coloringPagesList(): Promise<readonly CatalogueItem[]> {
  return coloringPages(await activities.load());
}

export function pageOfDay(day: string, pages: readonly CatalogueItem[]): CatalogueItem {
  return pickOfDay(day, "coloring", pages);
}

export const pageOfDayPath = (page: CatalogueItem) => colorPath(page.id);

/** The day's puzzle: Word Search with the day's seed, marked as the day's so finishing it counts. */
export const puzzleOfDayPath = (day: string) => `/games/${DAILY_GAME}?seed=${daySeed(day, "word-search")}&daily=${day}`;

/** The day a game page was opened for as the day's puzzle, from its address. */
export function dailyDayOf(search: string): string | null {
  const day = new URLSearchParams(search).get("daily");
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
}
