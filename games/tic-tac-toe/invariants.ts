import { TIC_TAC_TOE, type Mark, type TicTacToeState } from "./rules";

function wins(board: TicTacToeState["board"], mark: Mark): boolean {
  return TIC_TAC_TOE.lines.some(({ cells }) => cells.every((i) => board[i] === mark));
}

/** Rules a Tic-Tac-Toe state must always keep; returns the ones it breaks (none for a sound state). */
export function brokenRules(state: TicTacToeState): string[] {
  const broken: string[] = [];
  const { board, result } = state;
  if (board.length !== TIC_TAC_TOE.cells) broken.push(`${board.length} cells, not ${TIC_TAC_TOE.cells}`);
  const xs = board.filter((cell) => cell === "X").length;
  const os = board.filter((cell) => cell === "O").length;
  // X always begins and the marks alternate.
  if (xs !== os && xs !== os + 1) broken.push(`${xs} X marks against ${os} O marks`);
  if (state.moves !== xs + os) broken.push(`moves says ${state.moves}, the board holds ${xs + os} marks`);
  if (state.turn !== (xs === os ? "X" : "O")) broken.push(`${state.turn} to play after ${xs} X and ${os} O`);
  const xWins = wins(board, "X");
  const oWins = wins(board, "O");
  if (xWins && oWins) broken.push("both marks have three in a row");
  if (result === null && (xWins || oWins)) broken.push("three in a row but the game goes on");
  if (result === null && xs + os === TIC_TAC_TOE.cells) broken.push("a full board but the game goes on");
  if (result?.kind === "win") {
    if (!result.line.every((i) => board[i] === result.winner))
      broken.push(`${result.winner}'s winning line is not all theirs`);
    // The winner made the last move, so the other mark cannot be ahead.
    if (result.winner === "X" ? xs !== os + 1 : xs !== os) broken.push(`${result.winner} won out of turn`);
  }
  if (result?.kind === "tie" && (xWins || oWins || xs + os !== TIC_TAC_TOE.cells))
    broken.push("a tie that is not a tie");
  return broken;
}
