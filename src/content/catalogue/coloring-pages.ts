import type { CatalogueItem, Category } from "./types";

/** The activities' category whose pages are colored: printed, or in the coloring studio. */
export const COLORING_PAGES = "coloring-pages";

/** The coloring pages among the activities' categories. */
export const coloringPages = (categories: readonly Category[]): readonly CatalogueItem[] =>
  categories.find((c) => c.id === COLORING_PAGES)?.items ?? [];
