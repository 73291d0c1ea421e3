import { HudAnnouncer, HudBar, HudButton, HudButtons, HudStats, HudStatus, useGameState } from "../../engine/react/hud";
import { MEMORY } from "./rules";
import { cursorAnnouncement, type MemoryGame } from "./store";

export function MemoryHud({ game }: { game: MemoryGame }) {
  const { phase, moves, pairsFound, status, announcement } = useGameState(game.store, (s) => ({
    phase: s.state.phase,
    moves: s.state.moves,
    pairsFound: s.state.pairsFound,
    status: s.status,
    announcement: cursorAnnouncement(s),
  }));
  const actions = game.store.getState();
  return (
    <>
      <HudBar>
        <HudStats
          items={[
            { label: "Moves", value: moves, testId: "moves" },
            { label: "Pairs found", value: `${pairsFound} of ${MEMORY.pairs}`, testId: "pairs" },
          ]}
        />
        <HudButtons>
          <HudButton primary={phase === "won"} onClick={actions.newGame}>
            New Game
          </HudButton>
        </HudButtons>
      </HudBar>
      <HudStatus role="status" data-testid="game-status" data-phase={phase}>
        {status}
      </HudStatus>
      <HudAnnouncer testId="cursor-announcer">{announcement}</HudAnnouncer>
    </>
  );
}
