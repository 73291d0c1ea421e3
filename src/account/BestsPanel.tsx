import styled from "@emotion/styled";
import { Link } from "react-router";
import { games } from "../../games/index";
import { formatBest } from "../../engine";
import { bestRows, useBests, useBestsStore } from "../bests";
import { Panel } from "./styles";

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

/** The six games' bests, as the account holds them (merged with this browser's). */
export function BestsPanel() {
  const bests = useBests();
  const synced = useBestsStore((s) => s.synced);

  return (
    <Panel aria-labelledby="bests-heading" aria-busy={!synced}>
      <h2 id="bests-heading">Personal bests</h2>
      <p>{synced ? "Saved to your account, on every device you sign in on." : "Loading your bests…"}</p>
      <List data-testid="account-bests">
        {games.map((game) => {
          const figures = bestRows(game.id, game.best).map(({ key, variant }) => {
            const kept = bests[key]?.value;
            const value = kept === undefined ? "none yet" : formatBest(game.best.unit, kept);
            return variant ? `${variant} ${value}` : value;
          });
          return (
            <div key={game.id} style={{ display: "contents" }}>
              <dt>
                <Link to={`/games/${game.id}`}>{game.title}</Link>
              </dt>
              <dd data-testid={`account-best-${game.id}`}>
                {game.best.label}: {figures.join(", ")}
              </dd>
            </div>
          );
        })}
      </List>
    </Panel>
  );
}
