import styled from "@emotion/styled";
import { Star } from "lucide-react";
import { site } from "../../config/site";
import type { GamesRating } from "../../content/games-rating";
import { ratingJsonLd } from "../../content/games-rating";
import { JsonLd } from "../JsonLd";

const Panel = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.5rem;
  margin-block: 2rem;
  padding: 1.25rem 1.5rem;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--surface);
  h2 {
    margin: 0;
    font-size: 1.25rem;
    flex-basis: 100%;
  }
  p {
    margin: 0;
  }
`;

const Stars = styled.span`
  display: inline-flex;
  gap: 0.25rem;
  color: var(--butter);
`;

const StarSlot = styled.span`
  position: relative;
  display: inline-block;
  width: 28px;
  height: 28px;
  svg {
    display: block;
  }
`;

/** The filled part of a star, clipped to the share of the star this rating earns. */
const StarFill = styled.span`
  position: absolute;
  inset: 0 auto 0 0;
  overflow: hidden;
`;

const Score = styled.p`
  font-size: 1.5rem;
  font-weight: 800;
`;

/** How much of star number `index` (0-based) a rating fills, from 0 to 1. */
export function starFill(rating: number, index: number): number {
  return Math.max(0, Math.min(1, rating - index));
}

export function RatingPanel({ rating, path }: { rating: GamesRating; path: string }) {
  const stars = Array.from({ length: rating.bestRating }, (_, index) => starFill(rating.ratingValue, index));
  return (
    <Panel aria-labelledby="rating-heading">
      <h2 id="rating-heading">What players say</h2>
      {/* The numbers beside the stars say the same thing in words, so the stars stay decorative. */}
      <Stars aria-hidden="true">
        {stars.map((fill, index) => (
          <StarSlot key={index}>
            <Star size={28} strokeWidth={1.75} />
            <StarFill style={{ width: `${fill * 100}%` }}>
              <Star size={28} strokeWidth={1.75} fill="currentColor" />
            </StarFill>
          </StarSlot>
        ))}
      </Stars>
      <Score>
        {rating.ratingValue} out of {rating.bestRating}
      </Score>
      <p>
        Based on {rating.ratingCount} reviews, on a scale from {rating.worstRating} to {rating.bestRating} stars.
      </p>
      <JsonLd data={ratingJsonLd(rating, new URL(path, site.url).href)} />
    </Panel>
  );
}
