import type { Dispatch } from "@station/engine";
import { HudBar, HudButton, HudButtons, HudStats, HudStatus, useGameState } from "@station/engine/hud";
import type { SnakeAction, SnakeGame } from "./store";

// How to start is said once, on the board (the engine's start prompt); events are announced by
// the engine, so this line is not a live region of its own.
const STATUS = {
  ready: "",
  playing: "",
  paused: "Paused.",
  // The end card on the board says how the round ended, once.
  over: "",
} as const;

export function SnakeHud({ game, dispatch }: { game: SnakeGame; dispatch: Dispatch<SnakeAction> }) {
  const { phase, score, zen } = useGameState(game.store, (s) => ({
    phase: s.state.phase,
    score: s.state.score,
    zen: s.state.zen,
  }));
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
          {zen && (phase === "playing" || phase === "paused") ? (
            <HudButton onClick={() => dispatch("stop")}>Stop</HudButton>
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
