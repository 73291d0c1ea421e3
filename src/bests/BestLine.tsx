import styled from "@emotion/styled";
import { useShallow } from "zustand/react/shallow";
import { formatBest, type BestSpec } from "../../engine";
import { bestRows } from "./rows";
import { useBestsStore } from "./store";

const Line = styled.p`
  margin: 0;
  flex: 0 1 auto;
  min-width: 0;
  color: var(--text);
  font-variant-numeric: tabular-nums;
  strong {
    font-weight: 800;
  }
  em {
    font-style: normal;
    font-weight: 800;
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;

/** Room for a value not read yet: a soft bar as wide as "none yet". */
const Pending = styled.span`
  color: transparent;
  background: rgb(255 255 255 / 0.14);
  border-radius: 4px;
`;

/**
 * "Best: 120 points" beside the game, live: a round that beats it changes it at once, and the
 * word "new" (text, not a colour) marks a best reached on this visit. Color Match lists one per
 * difficulty. The new-best toast is what screen readers hear; this line is there to be read.
 */
export function BestLine({ gameId, spec }: { gameId: string; spec: BestSpec }) {
  const rows = bestRows(gameId, spec);
  const values = useBestsStore(useShallow((s) => rows.map((row) => s.bests[row.key]?.value ?? null)));
  const beaten = useBestsStore((s) => s.beatenNow);
  const loaded = useBestsStore((s) => s.loaded);

  // Before the browser's bests are read, each value is a bar as wide as "none yet": the line
  // wraps as the visitor's will, so nothing shifts when they arrive.
  return (
    <Line data-testid="game-best" aria-busy={loaded ? undefined : true}>
      <strong>{spec.variants ? `${spec.label}:` : "Best:"}</strong>{" "}
      {rows.map((row, i) => {
        const value = values[i];
        return (
          <span key={row.key}>
            {i > 0 ? ", " : ""}
            {row.variant ? `${row.variant} ` : ""}
            {!loaded ? (
              <Pending aria-hidden="true">none yet</Pending>
            ) : value === null || value === undefined ? (
              "none yet"
            ) : (
              formatBest(spec.unit, value)
            )}
            {beaten.includes(row.key) ? <em> (new)</em> : null}
          </span>
        );
      })}
    </Line>
  );
}
