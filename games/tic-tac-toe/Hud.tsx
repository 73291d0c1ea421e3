import styled from "@emotion/styled";
import type { Dispatch } from "@station/engine";
import { HudAnnouncer, HudBar, HudButton, HudButtons, HudChoice, HudStatus, useGameState } from "@station/engine/hud";
import { TIC_TAC_TOE, resultText, turnText, type Mode } from "./rules";
import type { TicTacToeAction, TicTacToeGame } from "./store";

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
            <HudChoice key={m} chosen={mode === m} onClick={() => dispatch(`vs-${m}`)}>
              {TIC_TAC_TOE.modeNames[m]}
            </HudChoice>
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
