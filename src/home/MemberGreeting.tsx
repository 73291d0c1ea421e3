import styled from "@emotion/styled";
import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { findGame, type GameEntry } from "../../games/index";
import { formatBest } from "@station/engine";
import { useAuth } from "../accounts/client/auth-context";
import { displayName } from "../accounts/client/display-name";
import { readLocalBests } from "../bests/local";
import { bestRows } from "../bests/rows";
import { readLastGame } from "./last-game";

const Greeting = styled.p`
  margin: 0 0 24px;
  padding: 16px 20px;
  border-radius: var(--radius);
  background: var(--surface);
  border: 1px solid var(--border);
  font-size: 1.1rem;
`;

const noSubscription = () => () => {};
const nothingOnTheServer = () => null;

/** "120 points", or one per variant that has one ("Easy 8 points, Hard 3 points"), or null. */
function bestOf(game: GameEntry): string | null {
  const { bests } = readLocalBests();
  const kept = bestRows(game.id, game.best).flatMap((row) => {
    const best = bests[row.key];
    return best ? [`${row.variant ? `${row.variant} ` : ""}${formatBest(game.best.unit, best.value)}`] : [];
  });
  return kept.length > 0 ? kept.join(", ") : null;
}

/** Read once in the browser; a snapshot of words, so React compares it by value. */
function lastPlayed(): string | null {
  const game = findGame(readLastGame() ?? undefined);
  return game ? JSON.stringify({ id: game.id, title: game.title, best: bestOf(game) }) : null;
}

/**
 * A signed-in member's welcome, by nickname, with the game they last opened and their best at it.
 * It exists only in the browser (the pre-rendered page knows nobody) and sits below the first
 * screen, so its arrival moves nothing the visitor is looking at.
 */
export function MemberGreeting() {
  const { user } = useAuth();
  const last = useSyncExternalStore(noSubscription, lastPlayed, nothingOnTheServer);
  if (!user) return null;
  const game = last ? (JSON.parse(last) as { id: string; title: string; best: string | null }) : null;
  return (
    <Greeting data-testid="member-greeting">
      <strong>Welcome back, {displayName(user)}!</strong>{" "}
      {game ? (
        <>
          You last played <Link to={`/games/${game.id}`}>{game.title}</Link>
          {game.best ? `, and your best is ${game.best}.` : "; no best kept yet."}
        </>
      ) : (
        <>
          Fancy a <Link to="/games">calm little game</Link>?
        </>
      )}
    </Greeting>
  );
}
