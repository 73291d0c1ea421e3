import styled from "@emotion/styled";
import { Link } from "react-router";
import { GameHost, type GameToast } from "../../engine/react";
import { findGame, games } from "../../games/index";
import { Seo } from "../components/Seo";
import { toast } from "../components/Toaster/toast-store";
import type { Route } from "./+types/game";

/** Games speak through the site's one toast region, so a game toast looks and reads like any other. */
const showGameToast = (message: GameToast) => toast({ title: message.title, description: message.description });

const ComingSoon = styled.div`
  padding: 1.5rem;
  border-radius: var(--radius);
  background: var(--surface);
  border: 1px solid var(--border);
  max-width: 60ch;
  h2 {
    margin: 0 0 0.5rem;
  }
  ul {
    margin: 0.5rem 0 0;
  }
`;

export default function GamePage({ params }: Route.ComponentProps) {
  const game = findGame(params.gameId);
  if (!game) {
    return (
      <>
        <Seo title="Game Not Found" description="We couldn't find that game." path="/games" noindex />
        <h1>Game Not Found!</h1>
        <p>Oops! We couldn&apos;t find the game you&apos;re looking for.</p>
        <p>
          <Link to="/games">Back to Games</Link>
        </p>
      </>
    );
  }
  const playable = games.filter((g): g is (typeof games)[number] & { load: unknown } => "load" in g);
  return (
    <>
      <Seo title={game.title} description={game.description} path={`/games/${game.id}`} kind="game" />
      <p>
        <Link to="/games">← Back to All Games</Link>
      </p>
      <h1>{game.title}</h1>
      {game.load ? (
        <GameHost key={game.id} id={game.id} title={game.title} load={game.load} onToast={showGameToast} />
      ) : (
        <ComingSoon>
          <h2>Coming soon!</h2>
          <p>{game.description} This game is still being made. In the meantime, you can play:</p>
          <ul>
            {playable.map((g) => (
              <li key={g.id}>
                <Link to={`/games/${g.id}`}>{g.title}</Link>
              </li>
            ))}
          </ul>
        </ComingSoon>
      )}
    </>
  );
}
