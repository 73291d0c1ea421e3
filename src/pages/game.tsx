import { Link } from "react-router";
import { GameHost, type GameToast } from "../../engine/react";
import { findGame } from "../../games/index";
import { Seo } from "../components/Seo";
import { toast } from "../components/Toaster/toast-store";
import type { Route } from "./+types/game";

/** Games speak through the site's one toast region, so a game toast looks and reads like any other. */
const showGameToast = (message: GameToast) => toast({ title: message.title, description: message.description });

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
  return (
    <>
      <Seo title={game.title} description={game.description} path={`/games/${game.id}`} kind="game" />
      <p>
        <Link to="/games">← Back to All Games</Link>
      </p>
      <h1>{game.title}</h1>
      <GameHost
        key={game.id}
        id={game.id}
        title={game.title}
        load={game.load}
        aspect={game.aspect}
        onToast={showGameToast}
      />
    </>
  );
}
