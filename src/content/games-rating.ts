import { site } from "../config/site";

/** The games' aggregate rating (spec.md sections 2 and 3): shown on /games and given to search engines. */
export const gamesRating = {
  itemName: `${site.name} Games`,
  ratingValue: 4.5,
  bestRating: 5,
  worstRating: 1,
  ratingCount: 120,
} as const;

export type GamesRating = typeof gamesRating;

/** schema.org AggregateRating, on the collection of games it rates. */
export function ratingJsonLd(rating: GamesRating, url: string) {
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWorkSeries",
    name: rating.itemName,
    url,
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: rating.ratingValue,
      bestRating: rating.bestRating,
      worstRating: rating.worstRating,
      ratingCount: rating.ratingCount,
    },
  };
}
