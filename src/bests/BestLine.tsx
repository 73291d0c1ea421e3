import styled from "@emotion/styled";
import { useShallow } from "zustand/react/shallow";
import type { BestSpec, GameMode } from "@station/engine";
import { bestRows, keptFigure, keptRows, noneYet } from "./rows";
import { playLabel, type GameSpeed } from "./speed";
import { useBestsStore } from "./store";

const Line = styled.p`
  margin: 0;
  flex: 0 1 auto;
  min-width: 0;
  /* On wide screens and phones on their side the board's room counts the game page's heading row
     as one line: the line takes the row's room that is left and wraps its own words there (Color
     Match's three bests; "Best in 6 pairs: 7 moves (new)" once a round ends on a phone on its side),
     rather than moving the row's buttons onto a second line and the board below the screen. */
  @media (min-width: 1024px), (orientation: landscape) and (max-height: 560px) {
    flex: 1 1 0;
    min-width: 7rem;
    /* Two lines of it still fit the row's 48 px. */
    line-height: 1.3;
  }
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

/** Room for a value not read yet: a soft bar as wide as the words of a first visit. */
const Pending = styled.span`
  color: transparent;
  background: rgb(255 255 255 / 0.14);
  border-radius: 4px;
`;

/**
 * "Best: 120 points" beside the game, live: a round that beats it changes it at once, and the
 * word "new" (text, not a colour) marks a best reached on this visit. Color Match keeps one per
 * difficulty and names only those it has ("Best score: Hard 7 points"), or says "none yet at any
 * level". At a slower game speed it shows that speed's own best. The game's end of round says a
 * new best aloud; this line is there to be read.
 */
export function BestLine({
  gameId,
  spec,
  speed = 1,
  mode,
}: {
  gameId: string;
  spec: BestSpec;
  speed?: GameSpeed;
  mode?: GameMode;
}) {
  const rows = bestRows(gameId, spec, speed, mode);
  // A best made below full speed or in a calm mode is its own, and says so: "Best in Zen at 80 % speed: 90 points".
  const slower = playLabel(speed, mode?.label);
  const values = useBestsStore(useShallow((s) => rows.map((row) => s.bests[row.key]?.value ?? null)));
  const beaten = useBestsStore((s) => s.beatenNow);
  const loaded = useBestsStore((s) => s.loaded);
  const none = noneYet(spec);
  const kept = keptRows(rows, values);

  // Before the browser's bests are read, the value is a bar as wide as a first visit's words: the
  // line wraps as that visitor's will, so nothing shifts when they arrive.
  return (
    <Line data-testid="game-best" aria-busy={loaded ? undefined : true}>
      <strong>{spec.variants ? `${spec.label}${slower}:` : `Best${slower}:`}</strong>{" "}
      {!loaded ? (
        <Pending aria-hidden="true">{none}</Pending>
      ) : kept.length === 0 ? (
        none
      ) : (
        kept.map((figure, i) => (
          <span key={figure.row.key}>
            {i > 0 ? ", " : ""}
            {keptFigure(spec, figure)}
            {beaten.includes(figure.row.key) ? <em> (new)</em> : null}
          </span>
        ))
      )}
    </Line>
  );
}
