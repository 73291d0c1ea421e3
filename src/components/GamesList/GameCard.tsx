import styled from "@emotion/styled";
import { Link } from "react-router";
import { cardShot } from "../../../games/card-art";
import { GAME_CARD_IMAGE_SIZE, type GameEntry } from "../../../games/index";

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--surface);
  box-shadow: var(--shadow);
  transition: transform 0.2s var(--ease);
  &:hover {
    transform: translateY(-3px);
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    background: #120d30;
    aspect-ratio: ${GAME_CARD_IMAGE_SIZE.width} / ${GAME_CARD_IMAGE_SIZE.height};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  gap: 0.5rem;
  padding: 1rem 1.1rem 1.2rem;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    color: var(--text-muted);
  }
`;

/** The title link stretches over the whole card, so the card is one large target with one name. */
const CardLink = styled(Link)`
  color: var(--text);
  text-decoration: none;
  &::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: var(--radius);
  }
  &:hover {
    color: var(--text);
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid var(--focus);
    outline-offset: -3px;
  }
`;

const PlayBadge = styled.span`
  align-self: flex-start;
  margin-top: auto;
  padding: 0.2rem 0.75rem;
  border-radius: 999px;
  font-weight: 800;
  font-size: 0.95rem;
  background: var(--pink);
  color: #2d1640;
`;

/** Two cards a row on a phone, four on a large screen (the games page's grid). */
const SIZES = "(min-width: 1024px) 240px, 50vw";

export function GameCard({ game, eager }: { game: GameEntry; eager: boolean }) {
  const shot = cardShot(game.id);
  return (
    <Card aria-labelledby={`game-${game.id}`}>
      <picture>
        <source type="image/avif" srcSet={shot.avif} sizes={SIZES} />
        <source type="image/webp" srcSet={shot.webp} sizes={SIZES} />
        <img
          src={shot.png}
          alt={game.imageAlt}
          width={GAME_CARD_IMAGE_SIZE.width}
          height={GAME_CARD_IMAGE_SIZE.height}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
      </picture>
      <Body>
        <h2 id={`game-${game.id}`}>
          <CardLink to={`/games/${game.id}`}>{game.title}</CardLink>
        </h2>
        <p>{game.description}</p>
        <PlayBadge aria-hidden="true">Play now</PlayBadge>
      </Body>
    </Card>
  );
}
