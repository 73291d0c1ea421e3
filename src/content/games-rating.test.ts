import { describe, expect, it } from "vitest";
import { gamesRating, ratingJsonLd } from "./games-rating";

describe("the games rating", () => {
  it("is 4.5 out of 5 from 120 reviews on a 1 to 5 scale (spec.md section 2)", () => {
    expect(gamesRating).toMatchObject({ ratingValue: 4.5, bestRating: 5, worstRating: 1, ratingCount: 120 });
  });

  it("describes itself to search engines as a schema.org AggregateRating", () => {
    expect(ratingJsonLd(gamesRating, "https://example.test/games")).toEqual({
      "@context": "https://schema.org",
      "@type": "CreativeWorkSeries",
      name: "Little Space Station Games",
      url: "https://example.test/games",
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: 4.5,
        bestRating: 5,
        worstRating: 1,
        ratingCount: 120,
      },
    });
  });
});
