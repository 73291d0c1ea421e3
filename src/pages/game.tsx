import { useEffect, useMemo } from "react";
import { Link } from "react-router";
import { GameHost } from "../../engine/host";
import { cardArtUrl } from "../../games/card-art";
import { findGame } from "../../games/index";
import { BestLine, roundToasts, useBestsSync } from "../bests";
import { rememberLastGame } from "../components/Home/last-game";
import { Seo } from "../components/Seo";
import type { Route } from "./+types/game";

export default function GamePage({ params }: Route.ComponentProps) {
  const game = findGame(params.gameId);
  useBestsSync();
  const round = useMemo(() => (game ? roundToasts(game.id, game.best) : null), [game]);
  // The home page greets a member with the game they last opened.
  useEffect(() => {
    if (game) rememberLastGame(game.id);
  }, [game]);
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
        poster={cardArtUrl(game.id)}
        hudHeight={game.hudHeight}
        aside={game.aside}
        onToast={round?.onToast}
        onRound={round?.onRound}
        aboveHud={<BestLine gameId={game.id} spec={game.best} />}
      />
    </>
  );
}
