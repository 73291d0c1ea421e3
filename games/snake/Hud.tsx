import type { Dispatch } from "@station/engine";
import { HudBar, HudButton, HudButtons, HudStats, HudStatus, useGameState } from "@station/engine/hud";
import type { SnakeAction, SnakeGame } from "./store";

// How to start is said once, on the board (the engine's start prompt); events are announced by
// the engine, so this line is not a live region of its own.
const STATUS = {
  ready: "",
  playing: "",
  paused: "Paused.",
  over: "Game Over",
} as const;

export function SnakeHud({ game, dispatch }: { game: SnakeGame; dispatch: Dispatch<SnakeAction> }) {
  const { phase, score } = useGameState(game.store, (s) => ({ phase: s.state.phase, score: s.state.score }));
  return (
    <>
      <HudBar>
        {/* The high score is the site's personal best, shown by the page beside the game. */}
        <HudStats items={[{ label: "Score", value: score, testId: "score" }]} />
        <HudButtons>
          {phase === "ready" ? (
            <HudButton primary onClick={() => dispatch("primary")}>
              Start
            </HudButton>
          ) : null}
          {phase === "over" ? (
            <HudButton primary onClick={() => dispatch("primary")}>
              Play Again
            </HudButton>
          ) : null}
          {phase === "playing" ? <HudButton onClick={() => dispatch("primary")}>Pause</HudButton> : null}
          {phase === "paused" ? (
            <HudButton primary onClick={() => dispatch("primary")}>
              Resume
            </HudButton>
          ) : null}
          <HudButton onClick={() => dispatch("reset")} disabled={phase === "ready"}>
            Reset
          </HudButton>
        </HudButtons>
      </HudBar>
      <HudStatus data-testid="game-status">{STATUS[phase]}</HudStatus>
    </>
  );
}
