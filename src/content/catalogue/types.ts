/**
 * The shapes shared by the art pipeline (`npm run assets`), the catalogue data files and the pages.
 * A catalogue item names its picture by asset id; `src/content/images.ts` turns the id into files.
 */

/** One responsive rendition of a picture, for `srcset`. */
export interface ImageVariant {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly type: "image/avif" | "image/webp";
}

/** What `npm run assets` made from one source: thumbnails for the page, a print-ready PNG to download. */
export interface ImageAsset {
  readonly id: string;
  /** Print-ready PNG (coloring pages, worksheets, activities) or full-size picture (gallery, heroes). */
  readonly full: { readonly src: string; readonly width: number; readonly height: number };
  /** Ascending by width. */
  readonly variants: readonly ImageVariant[];
}

export interface CatalogueItem {
  readonly id: string;
  readonly title: string;
  readonly alt: string;
  readonly description?: string;
  /** Asset id, e.g. "coloring/moon-bunny". */
  readonly image: string;
  /** For generated puzzles: the asset id of the answer key. */
  readonly answerKey?: string;
}

export interface Category {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly items: readonly CatalogueItem[];
}
