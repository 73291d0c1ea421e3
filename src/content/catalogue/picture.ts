import type { CatalogueItem } from "./types.ts";

/**
 * A maker of catalogue items for one art folder: `picture("gallery-memes")("social-battery", ...)`
 * names the asset `gallery-memes/social-battery`, and the item's id is the file's name.
 */
export const picture =
  (group: string) =>
  (name: string, title: string, alt: string, description?: string): CatalogueItem => ({
    id: name,
    title,
    alt,
    ...(description === undefined ? {} : { description }),
    image: `${group}/${name}`,
  });
