import styled from "@emotion/styled";
import { useShallow } from "zustand/react/shallow";
import { formatBest, type BestSpec } from "../../engine";
import { bestRows } from "./rows";
import { useBestsStore } from "./store";

const Line = styled.p`
  margin: 0 0 0.5rem;
  color: var(--text);
  font-variant-numeric: tabular-nums;
  strong {
    font-weight: 800;
  }
  /* Bold, not underlined: on this site only links are underlined. */
  em {
    font-style: normal;
    font-weight: 800;
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
 * word "new" (text, not a colour) marks a best reached on this visit. Color Match names the
 * levels that have one ("Best: Easy 8 points, Hard 3 points"), or says "none yet at any level".
 * The new-best toast is what screen readers hear; this line is there to be read.
 */
export function BestLine({ gameId, spec }: { gameId: string; spec: BestSpec }) {
  const rows = bestRows(gameId, spec);
  const values = useBestsStore(useShallow((s) => rows.map((row) => s.bests[row.key]?.value ?? null)));
  const beaten = useBestsStore((s) => s.beatenNow);
  const loaded = useBestsStore((s) => s.loaded);
  const kept = rows.flatMap((row, i) => {
    const value = values[i];
    return value === null || value === undefined ? [] : [{ row, value }];
  });
  const nothing = spec.variants ? "none yet at any level" : "none yet";

  // Before the browser's bests are read, the value is a bar as wide as "none yet": nothing
  // shifts when they arrive.
  return (
    <Line data-testid="game-best" aria-busy={loaded ? undefined : true}>
      <strong>Best:</strong>{" "}
      {!loaded ? (
        <Pending aria-hidden="true">{nothing}</Pending>
      ) : kept.length === 0 ? (
        nothing
      ) : (
        kept.map(({ row, value }, i) => (
          <span key={row.key}>
            {i > 0 ? ", " : ""}
            {row.variant ? `${row.variant} ` : ""}
            {formatBest(spec.unit, value)}
            {beaten.includes(row.key) ? <em> (new)</em> : null}
          </span>
        ))
      )}
    </Line>
  );
}
