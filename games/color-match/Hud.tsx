import styled from "@emotion/styled";
import type { Dispatch } from "@station/engine";
import {
  HudAnnouncer,
  HudBar,
  HudButton,
  HudButtons,
  HudChoice,
  HudStats,
  HudStatus,
  useGameState,
  visuallyHiddenCss,
} from "@station/engine/hud";
import { COLOR_MATCH, DIFFICULTIES, type ColorMatchPhase } from "./rules";
import { gameOverMessage, points, type ColorMatchAction, type ColorMatchGame } from "./store";

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  span {
    color: var(--text-muted);
    margin-inline-end: 0.25rem;
  }
`;

/**
 * Words the board already shows (its "Watch… 2 of 5" and "Your turn: 1 of 5" band, its end card):
 * kept for screen readers, whom the canvas tells nothing, but not drawn twice. The line keeps its
 * height, so the board does not move as play begins.
 */
const OnBoard = styled.span`
  ${visuallyHiddenCss}
`;

function colours(n: number): string {
  return n === 1 ? "1 colour" : `${n} colours`;
}

function statusText(phase: ColorMatchPhase, length: number, score: number, practice: boolean): string {
  switch (phase) {
    case "ready":
      // How to start is said once, on the board (the engine's start prompt).
      return "Choose a difficulty.";
    case "showing":
      return "Watch…";
    case "input":
      return `Your turn: ${colours(length)}`;
    case "between":
      return "Well done! Here comes one more…";
    case "over":
      return practice ? `Well played! ${points(score)}.` : gameOverMessage(score);
  }
}

export function ColorMatchHud({ game, dispatch }: { game: ColorMatchGame; dispatch: Dispatch<ColorMatchAction> }) {
  const { phase, score, difficulty, length, announcement, practice } = useGameState(game.store, (s) => ({
    phase: s.state.phase,
    practice: s.state.practice,
    score: s.state.score,
    difficulty: s.state.difficulty,
    length: s.state.sequence.length,
    announcement: s.announcement,
  }));
  return (
    <>
      <HudBar>
        <Group role="group" aria-labelledby="color-match-difficulty">
          <span id="color-match-difficulty">Difficulty</span>
          {DIFFICULTIES.map((d) => (
            <HudChoice key={d} chosen={difficulty === d} onClick={() => dispatch(`difficulty-${d}`)}>
              {COLOR_MATCH.difficulties[d].label}
            </HudChoice>
          ))}
        </Group>
        <HudStats
          items={[
            { label: "Score", value: score, testId: "score" },
            { label: "Round", value: length, testId: "round" },
          ]}
        />
        <HudButtons>
          {practice && phase !== "ready" && phase !== "over" ? (
            <HudButton onClick={() => dispatch("stop")}>Stop</HudButton>
          ) : null}
          <HudButton primary onClick={() => dispatch("start")} disabled={phase !== "ready" && phase !== "over"}>
            {phase === "over" ? "Play Again" : "Start"}
          </HudButton>
        </HudButtons>
      </HudBar>
      <HudStatus data-testid="game-status" data-phase={phase}>
        {phase === "ready" ? (
          statusText(phase, length, score, practice)
        ) : (
          <OnBoard>{statusText(phase, length, score, practice)}</OnBoard>
        )}
      </HudStatus>
      <HudAnnouncer testId="announcer">{announcement}</HudAnnouncer>
    </>
  );
}
