import styled from "@emotion/styled";
import { games } from "../../games/index";
import { GameCard } from "../components/GamesList/GameCard";
import { RatingPanel } from "../components/GamesList/RatingPanel";
import { PageHeader } from "../components/PageHeader";
import { Seo } from "../components/Seo";
import { gamesPageDescription } from "../content/games-in-words";
import { gamesRating } from "../content/games-rating";

/** spec.md section 9: four per row from 1024px; two a row below, phones too (short cards, less scrolling). */
const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (max-width: 599.98px) {
    gap: 0.75rem;
  }
  @media (min-width: 1024px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const ComingSoon = styled.section`
  margin-block: 2rem 1rem;
  text-align: center;
  h2 {
    margin: 0 0 0.5rem;
  }
  p {
    margin: 0 auto;
    max-width: 50ch;
    color: var(--text-muted);
  }
`;

export default function GamesPage() {
  return (
    <>
      <Seo title="Games" description={gamesPageDescription(games.map((game) => game.title))} path="/games" />
      <PageHeader title="Fun Games">Calm little games to play with a keyboard, a mouse or a finger.</PageHeader>
      <Grid aria-label="Games">
        {games.map((game, index) => (
          <li key={game.id}>
            <GameCard game={game} eager={index < 4} />
          </li>
        ))}
      </Grid>
      <RatingPanel rating={gamesRating} path="/games" />
      <ComingSoon aria-labelledby="more-games">
        <h2 id="more-games">More Games Coming Soon!</h2>
        <p>We&apos;re busy making more cozy games. Check back soon for new ways to play and unwind.</p>
      </ComingSoon>
    </>
  );
}
