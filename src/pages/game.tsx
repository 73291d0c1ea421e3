import styled from "@emotion/styled";
import { useEffect, useMemo, useState } from "react";
import type { RoundResult } from "@station/engine";
import { Link } from "react-router";
import { GameHost } from "@station/engine/host";
import { cardArtUrl } from "../../games/card-art";
import { findGame } from "../../games/index";
import { useBestsSync } from "../accounts/client/bests-sync";
import { BestLine, roundToasts } from "../bests";
import { rememberLastGame } from "../home/last-game";
import { Seo } from "../components/Seo";
import { useGameSpeed } from "../game-page/use-game-speed";
import { PlaySettings } from "../game-page/PlaySettings";
import { GentleStop } from "../bedtime/GentleStop";
import { useBedtime } from "../bedtime/use-bedtime";
import { useGameMode } from "../game-page/use-game-mode";
import { reportRoundToStickers } from "../game-page/report-round";
import { handBoardOver } from "../stickers/board-awards";
import { reportStationEvent } from "../stickers/events";
import type { Route } from "./+types/game";

/* The page's heading sits in the game's one row above the board (GameHost's toolbar row). */
const Back = styled.p`
  margin: 0;
  font-size: 0.95rem;
`;

const Title = styled.h1`
  margin: 0;
  font-size: clamp(1.3rem, 1rem + 1.2vw, 1.75rem);
  line-height: 1.2;
`;

export default function GamePage({ params }: Route.ComponentProps) {
  const game = findGame(params.gameId);
  useBestsSync();
  const [speed, setSpeed] = useGameSpeed(params.gameId ?? "", game?.adjustableSpeed === true);
  const [mode, setMode] = useGameMode(params.gameId ?? "", game?.modes);
  const bedtime = useBedtime();
  const [hold, setHold] = useState(false);
  const round = useMemo(() => (game ? roundToasts(game.id, game.best, game.modes) : null), [game]);
  const onRound = useMemo(
    () =>
      round && game
        ? (result: RoundResult) => {
            const verdict = round.onRound(result);
            reportRoundToStickers(game.id, result, verdict.newBest);
            return verdict;
          }
        : undefined,
    [round, game],
  );
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
      <GameHost
        key={game.id}
        id={game.id}
        title={game.title}
        load={game.load}
        aspect={game.aspect}
        poster={cardArtUrl(game.id)}
        hudHeight={game.hudHeight}
        aside={game.aside}
        pad={game.pad}
        speed={speed}
        mode={mode?.id}
        // Bedtime plays the game's sounds at half their loudness.
        volume={bedtime ? 0.5 : 1}
        hold={hold}
        onToast={round?.onToast}
        onRound={onRound}
        onMoment={(moment) => reportStationEvent({ kind: "game-moment", game: game.id, moment })}
        awards={handBoardOver}
        heading={
          <>
            <Back>
              <Link to="/games">← Back to All Games</Link>
            </Back>
            <Title>{game.title}</Title>
          </>
        }
        settings={
          <PlaySettings
            modes={game.modes}
            mode={mode}
            onMode={setMode}
            speed={game.adjustableSpeed ? speed : undefined}
            onSpeed={setSpeed}
          />
        }
        aboveHud={<BestLine gameId={game.id} spec={game.best} speed={speed} mode={mode} />}
      />
      <GentleStop onHold={setHold} />
    </>
  );
}
