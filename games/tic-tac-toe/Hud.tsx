import styled from "@emotion/styled";
import { Check } from "lucide-react";
import type { Dispatch } from "@station/engine";
import { HudAnnouncer, HudBar, HudButton, HudButtons, HudStatus, useGameState } from "@station/engine/hud";
import { TIC_TAC_TOE, resultText, turnText, type Mode } from "./rules";
import type { TicTacToeAction, TicTacToeGame } from "./store";

/** The chosen mode reads as chosen by more than colour: filled, with a tick. */
const ModeButton = styled(HudButton)`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  &[aria-pressed="true"] {
    background: var(--lavender);
    border-color: var(--lavender);
    color: #1b1545;
  }
`;

/** Whose turn it is, beside New Game: one row under the modes, so a phone keeps the board in view. */
const TurnRow = styled.div`
  flex: 1 1 auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 0.75rem;
  p {
    margin: 0;
    font-weight: 800;
    font-size: 1.15rem;
  }
`;

const MODES: readonly Mode[] = ["computer", "player"];

export function TicTacToeHud({ game, dispatch }: { game: TicTacToeGame; dispatch: Dispatch<TicTacToeAction> }) {
  const { mode, turn, result, board, over, announcement } = useGameState(game.store, (s) => ({
    mode: s.state.mode,
    turn: turnText(s.state),
    result: resultText(s.state),
    board: s.state.board.map((cell) => cell ?? "-").join(""),
    over: s.state.result !== null,
    announcement: s.announcement,
  }));
  return (
    <>
      <HudBar>
        <HudButtons role="group" aria-label="Play against">
          {MODES.map((m) => (
            <ModeButton key={m} aria-pressed={mode === m} onClick={() => dispatch(`vs-${m}`)}>
              {mode === m ? <Check aria-hidden size={18} strokeWidth={3} /> : null}
              {TIC_TAC_TOE.modeNames[m]}
            </ModeButton>
          ))}
        </HudButtons>
        <TurnRow>
          <p data-testid="turn">{turn}</p>
          <HudButton primary={over} onClick={() => dispatch("new-game")}>
            New Game
          </HudButton>
        </TurnRow>
      </HudBar>
      {/* Not a live region: the engine says the result once, with the end card. */}
      <HudStatus data-testid="game-status" data-board={board}>
        {result}
      </HudStatus>
      <HudAnnouncer testId="cursor-announcer">{announcement}</HudAnnouncer>
    </>
  );
}
