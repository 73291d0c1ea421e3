import styled from "@emotion/styled";
import type { Dispatch } from "@station/engine";
import { HudAnnouncer, HudBar, HudButton, HudButtons, HudStats, HudStatus, useGameState } from "@station/engine/hud";
import { cursorAnnouncement, type MemoryAction, type MemoryGame } from "./store";

/**
 * The result line keeps its place whatever it says (or when it is empty), so the board never
 * jumps under a finger: beside New Game on a phone (the counts get the row above), between the
 * counts and New Game on wider screens. No line of its own under the bar: that would push the
 * board's last row off a laptop screen, or under the site's pause button on a phone.
 */
const Bar = styled(HudBar)`
  /* The toolbar above already leaves a gap; every pixel here is a pixel of board. */
  margin-block: 0 0.5rem;
  > dl {
    flex: 1 1 100%;
  }
  @media (min-width: 640px) {
    > dl {
      flex: 0 1 auto;
    }
  }
`;

const Status = styled(HudStatus)`
  flex: 1 1 0;
  min-width: 0;
  line-height: 1.5;
  @media (min-width: 640px) {
    text-align: center;
  }
`;

export function MemoryHud({ game, dispatch }: { game: MemoryGame; dispatch: Dispatch<MemoryAction> }) {
  const { phase, moves, pairsFound, pairs, status, announcement } = useGameState(game.store, (s) => ({
    phase: s.state.phase,
    moves: s.state.moves,
    pairsFound: s.state.pairsFound,
    pairs: s.state.pairs,
    status: s.status,
    announcement: cursorAnnouncement(s),
  }));
  return (
    <>
      <Bar>
        <HudStats
          items={[
            { label: "Moves", value: moves, testId: "moves" },
            { label: "Pairs found", value: `${pairsFound} of ${pairs}`, testId: "pairs" },
          ]}
        />
        {/* Not a live region: the engine's announcer says each result once. */}
        <Status data-testid="game-status" data-phase={phase}>
          {status}
        </Status>
        <HudButtons>
          <HudButton primary={phase === "won"} onClick={() => dispatch("new-game")}>
            New Game
          </HudButton>
        </HudButtons>
      </Bar>
      <HudAnnouncer testId="cursor-announcer">{announcement}</HudAnnouncer>
    </>
  );
}
