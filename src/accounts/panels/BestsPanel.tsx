import styled from "@emotion/styled";
import { Link } from "react-router";
import { games } from "../../../games/index";
import {
  bestRows,
  GAME_SPEEDS,
  keptFigure,
  keptRows,
  noneYet,
  speedLabel,
  useBests,
  useBestsStore,
  type BestMap,
} from "../../bests";
import { Panel } from "../forms/kit/panel";

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(140px, max-content) 1fr;
  gap: 10px 20px;
  margin: 0;
  font-variant-numeric: tabular-nums;
  dt {
    font-weight: 800;
  }
  dt a {
    display: inline-flex;
    align-items: center;
    min-height: 24px;
  }
  dd {
    margin: 0;
  }
  @media (max-width: 420px) {
    grid-template-columns: 1fr;
    gap: 2px;
    dd {
      margin-bottom: 10px;
    }
  }
`;

/** "Easy 12 points, Hard 7 points" for one speed's rows: only the figures kept, or "none yet". */
function figuresAt(bests: BestMap, game: (typeof games)[number], speed: (typeof GAME_SPEEDS)[number]): string {
  const rows = bestRows(game.id, game.best, speed);
  const kept = keptRows(
    rows,
    rows.map(({ key }) => bests[key]?.value),
  );
  return kept.length > 0 ? kept.map((figure) => keptFigure(game.best, figure)).join(", ") : noneYet(game.best);
}

/**
 * The six games' bests, as the account holds them (merged with this browser's). A best made at a
 * slower game speed is its own line, labelled with the speed, and shown once there is one.
 */
export function BestsPanel() {
  const bests = useBests();
  const synced = useBestsStore((s) => s.synced);

  return (
    <Panel aria-labelledby="bests-heading" aria-busy={!synced}>
      <h2 id="bests-heading">Personal bests</h2>
      <p>{synced ? "Saved to your account, on every device you sign in on." : "Loading your bests…"}</p>
      <List data-testid="account-bests">
        {games.map((game) => {
          const slower = game.adjustableSpeed
            ? GAME_SPEEDS.filter(
                (speed) => speed !== 1 && bestRows(game.id, game.best, speed).some((r) => bests[r.key] !== undefined),
              )
            : [];
          return (
            <div key={game.id} style={{ display: "contents" }}>
              <dt>
                <Link to={`/games/${game.id}`}>{game.title}</Link>
              </dt>
              <dd data-testid={`account-best-${game.id}`}>
                {game.best.label}: {figuresAt(bests, game, 1)}
                {slower.map((speed) => (
                  <span key={speed} data-testid={`account-best-${game.id}-${Math.round(speed * 100)}`}>
                    <br />
                    {game.best.label} at {speedLabel(speed)}: {figuresAt(bests, game, speed)}
                  </span>
                ))}
              </dd>
            </div>
          );
        })}
      </List>
    </Panel>
  );
}
