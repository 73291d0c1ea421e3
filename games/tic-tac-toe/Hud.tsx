import styled from "@emotion/styled";
import { HudAnnouncer, HudBar, HudButton, HudButtons, HudStatus, useGameState } from "../../engine/react/hud";
import { TIC_TAC_TOE, resultText, turnText, type Mode } from "./rules";
import type { TicTacToeGame } from "./store";

const Turn = styled.p`
  margin: 0;
  font-weight: 800;
  font-size: 1.15rem;
`;

const MODES: readonly Mode[] = ["computer", "player"];

export function TicTacToeHud({ game }: { game: TicTacToeGame }) {
  const { mode, turn, result, board, over, announcement } = useGameState(game.store, (s) => ({
    mode: s.state.mode,
    turn: turnText(s.state),
    result: resultText(s.state),
    board: s.state.board.map((cell) => cell ?? "-").join(""),
    over: s.state.result !== null,
    announcement: s.announcement,
  }));
  const actions = game.store.getState();
  return (
    <>
      <HudBar>
        <Turn data-testid="turn">{turn}</Turn>
        <HudButtons>
          <HudButtons role="group" aria-label="Game mode">
            {MODES.map((m) => (
              <HudButton key={m} aria-pressed={mode === m} onClick={() => actions.setMode(m)}>
                {TIC_TAC_TOE.modeNames[m]}
              </HudButton>
            ))}
          </HudButtons>
          <HudButton primary={over} onClick={actions.newGame}>
            New Game
          </HudButton>
        </HudButtons>
      </HudBar>
      <HudStatus role="status" data-testid="game-status" data-board={board}>
        {result}
      </HudStatus>
      <HudAnnouncer testId="cursor-announcer">{announcement}</HudAnnouncer>
    </>
  );
}
