import { HudBar, HudButton, HudButtons, HudStats, HudStatus, useGameState } from "../../engine/react/hud";
import type { SnakeGame } from "./store";

const STATUS = {
  ready: "Press Start (or Space) to play.",
  playing: "",
  paused: "Paused.",
  over: "Game Over",
} as const;

export function SnakeHud({ game }: { game: SnakeGame }) {
  const { phase, score } = useGameState(game.store, (s) => ({ phase: s.state.phase, score: s.state.score }));
  const actions = game.store.getState();
  return (
    <>
      <HudBar>
        {/* The high score is the site's personal best, shown by the page beside the game. */}
        <HudStats items={[{ label: "Score", value: score, testId: "score" }]} />
        <HudButtons>
          {phase === "ready" ? (
            <HudButton primary onClick={actions.start}>
              Start
            </HudButton>
          ) : null}
          {phase === "over" ? (
            <HudButton primary onClick={actions.start}>
              Play Again
            </HudButton>
          ) : null}
          {phase === "playing" ? <HudButton onClick={actions.togglePause}>Pause</HudButton> : null}
          {phase === "paused" ? (
            <HudButton primary onClick={actions.togglePause}>
              Resume
            </HudButton>
          ) : null}
          <HudButton onClick={actions.reset} disabled={phase === "ready"}>
            Reset
          </HudButton>
        </HudButtons>
      </HudBar>
      <HudStatus role="status" data-testid="game-status">
        {STATUS[phase]}
      </HudStatus>
    </>
  );
}
