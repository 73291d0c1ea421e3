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

/** What Space (the "primary" action) does in each phase, as its HUD button says it. */
const SPACE_DOES = { ready: "Start", playing: "Pause", paused: "Resume", over: "Play Again" } as const;

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
          {/* One button per phase (the key): the next phase brings a new button, not a relabelled one. */}
          <HudButton key={phase} primary={phase !== "playing"} onClick={() => dispatch("primary")}>
            {SPACE_DOES[phase]}
          </HudButton>
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
