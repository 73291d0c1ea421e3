import styled from "@emotion/styled";
import { Link } from "react-router";
import { games } from "../../games/index";
import { bestKey, formatBest, type BestSpec } from "../../engine/react/best";
import { useBests, useBestsStore } from "../bests";
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
  const value = (key: string, unit: Parameters<typeof formatBest>[0]) => {
    const kept = bests[key]?.value;
    return kept === undefined ? "none yet" : formatBest(unit, kept);
  };

  return (
    <Panel aria-labelledby="bests-heading" aria-busy={!synced}>
      <h2 id="bests-heading">Personal bests</h2>
      <p>{synced ? "Saved to your account, on every device you sign in on." : "Loading your bests…"}</p>
      <List data-testid="account-bests">
        {games.map((game) => {
          const spec: BestSpec = game.best;
          return (
            <div key={game.id} style={{ display: "contents" }}>
              <dt>
                <Link to={`/games/${game.id}`}>{game.title}</Link>
              </dt>
              <dd data-testid={`account-best-${game.id}`}>
                {spec.label}:{" "}
                {spec.variants
                  ? spec.variants.map((v) => `${v.label} ${value(bestKey(game.id, v.id), spec.unit)}`).join(", ")
                  : value(game.id, spec.unit)}
              </dd>
            </div>
          );
        })}
      </List>
    </Panel>
  );
}
