import type { Dispatch } from "@station/engine";
import { HudBar, HudButton, HudButtons, HudStats, HudStatus, useGameState } from "@station/engine/hud";
import type { DodgerAction, DodgerGame } from "./store";

export function DodgerHud({ game, dispatch }: { game: DodgerGame; dispatch: Dispatch<DodgerAction> }) {
  const { phase, score, lives, level, countdown, drift } = useGameState(game.store, (s) => ({
    drift: s.state.drift,
    phase: s.state.phase,
    score: s.state.score,
    lives: s.state.player.lives,
    level: s.state.level,
    countdown: s.state.countdown,
  }));
  const status =
    // How to start is said once, on the board (the engine's start prompt).
    phase === "menu"
      ? ""
      : phase === "countdown"
        ? (countdown ?? "")
        : // The end card on the board says how the round ended, once.
          "";
  // Space's button, between rounds only: Start from the menu, Play Again after Game Over.
  const spaceDoes = phase === "menu" ? "Start" : phase === "gameOver" ? "Play Again" : null;
  return (
    <>
      <HudBar>
        <HudStats
          items={[
            { label: "Score", value: score, testId: "score" },
            // Drift loses no lives: the count would only stand still.
            ...(drift ? [] : [{ label: "Lives", value: lives, testId: "lives" }]),
            { label: "Level", value: level, testId: "level" },
          ]}
        />
        <HudButtons>
          {spaceDoes ? (
            <HudButton key={phase} primary onClick={() => dispatch("primary")}>
              {spaceDoes}
            </HudButton>
          ) : null}
          {drift && (phase === "countdown" || phase === "playing") ? (
            <HudButton onClick={() => dispatch("stop")}>Stop</HudButton>
          ) : null}
        </HudButtons>
      </HudBar>
      <HudStatus data-testid="game-status" data-phase={phase}>
        {status}
      </HudStatus>
    </>
  );
}
