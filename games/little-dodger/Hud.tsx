import type { Dispatch } from "@station/engine";
import { HudBar, HudButton, HudButtons, HudStats, HudStatus, useGameState } from "@station/engine/hud";
import type { DodgerAction, DodgerGame } from "./store";

export function DodgerHud({ game, dispatch }: { game: DodgerGame; dispatch: Dispatch<DodgerAction> }) {
  const { phase, score, lives, level, countdown } = useGameState(game.store, (s) => ({
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
        : phase === "gameOver"
          ? `Game Over! You scored ${score} points.`
          : "";
  return (
    <>
      <HudBar>
        <HudStats
          items={[
            { label: "Score", value: score, testId: "score" },
            { label: "Lives", value: lives, testId: "lives" },
            { label: "Level", value: level, testId: "level" },
          ]}
        />
        <HudButtons>
          {phase === "menu" ? (
            <HudButton primary onClick={() => dispatch("primary")}>
              Start
            </HudButton>
          ) : null}
          {phase === "gameOver" ? (
            <HudButton primary onClick={() => dispatch("primary")}>
              Play Again
            </HudButton>
          ) : null}
        </HudButtons>
      </HudBar>
      <HudStatus data-testid="game-status" data-phase={phase}>
        {status}
      </HudStatus>
    </>
  );
}
