import { describe, expect, it } from "vitest";
import { starFill } from "../components/GamesList/RatingPanel";
import { gamesRating, ratingJsonLd } from "./games-rating";

describe("the games rating", () => {
  it("is 4.5 out of 5 from 120 reviews on a 1 to 5 scale (spec.md section 2)", () => {
    expect(gamesRating).toMatchObject({ ratingValue: 4.5, bestRating: 5, worstRating: 1, ratingCount: 120 });
  });

  it("fills four whole stars and half of the fifth", () => {
    expect([0, 1, 2, 3, 4].map((index) => starFill(4.5, index))).toEqual([1, 1, 1, 1, 0.5]);
    expect([0, 1, 2].map((index) => starFill(1.25, index))).toEqual([1, 0.25, 0]);
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
