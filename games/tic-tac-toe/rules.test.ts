import { describe, expect, it } from "vitest";
import { randomInt } from "@station/engine";
import {
  TIC_TAC_TOE,
  canPlace,
  chooseComputerMove,
  computerMove,
  computerReply,
  createTicTacToe,
  describeCell,
  findWin,
  isComputerTurn,
  newGame,
  place,
  playerMove,
  resultText,
  resultToast,
  turnText,
  type CellValue,
  type Mode,
  type TicTacToeState,
} from "./rules";

const SEED = 20250714;

/** A board from a picture: "XO.|.X.|..O" (rows split by |, "." for empty). */
function board(picture: string): CellValue[] {
  const cells = picture.replaceAll("|", "").split("");
  expect(cells).toHaveLength(9);
  return cells.map((c) => (c === "X" ? "X" : c === "O" ? "O" : null));
}

/** Plays the cells in order, each by whoever's turn it is (vs player unless told). */
function play(cells: number[], mode: Mode = "player", seed = SEED): TicTacToeState {
  return cells.reduce((state, index) => {
    const next = place(state, index);
    expect(next, `the move at ${index} is accepted`).not.toBe(state);
    return next;
  }, createTicTacToe({ seed, mode }));
}

describe("a new game", () => {
  it("has nine empty cells, X to play, vs computer by default", () => {
    const state = createTicTacToe({ seed: SEED });
    expect(state.board).toEqual(Array(9).fill(null));
    expect(state.turn).toBe("X");
    expect(state.mode).toBe("computer");
    expect(state.result).toBeNull();
    expect(turnText(state)).toBe("Your turn (X)");
  });

  it("New Game clears the board, keeps the mode unless told, and carries the seed on", () => {
    const played = computerMove(place(createTicTacToe({ seed: SEED }), 4)).state;
    expect(played.seed).not.toBe(SEED);
    const fresh = newGame(played);
    expect(fresh.board.every((c) => c === null)).toBe(true);
    expect(fresh.mode).toBe("computer");
    expect(fresh.seed).toBe(played.seed);
    expect(newGame(played, "player").mode).toBe("player");
  });
});

describe("the computer's choice, in priority order", () => {
  it("takes a winning move before blocking one", () => {
    // O wins at 2 (top row); X also threatens 5 (middle row).
    expect(chooseComputerMove(board("OO.|XX.|X.."), SEED)).toMatchObject({ index: 2, reason: "win" });
  });

  it("blocks X's winning move before taking the free centre", () => {
    expect(chooseComputerMove(board("XX.|...|..O"), SEED)).toMatchObject({ index: 2, reason: "block" });
  });

  it("takes the centre when it is free and nothing wins or needs blocking", () => {
    expect(chooseComputerMove(board("X..|...|..."), SEED)).toMatchObject({ index: 4, reason: "centre", seed: SEED });
  });

  it("takes a free corner, chosen by the seed, when the centre is taken", () => {
    const picks = new Set<number>();
    for (let seed = 1; seed <= 12; seed++) {
      const choice = chooseComputerMove(board("...|.X.|..."), seed)!;
      const [pick, next] = randomInt(seed, 0, 3);
      expect(choice).toEqual({ index: TIC_TAC_TOE.corners[pick], reason: "corner", seed: next });
      picks.add(choice.index);
    }
    // Different seeds, different corners: it is really random, and only ever a corner.
    expect(picks.size).toBeGreaterThan(1);
    for (const index of picks) expect([0, 2, 6, 8]).toContain(index);
    // Only free corners count.
    for (const seed of [7, 10]) {
      const [pick] = randomInt(seed, 0, 1);
      expect(chooseComputerMove(board("X..|.O.|..X"), seed)).toMatchObject({ index: [2, 6][pick], reason: "corner" });
    }
  });

  it("takes a free edge cell, chosen by the seed, when only edges remain", () => {
    const edges = board("OXO|.X.|XOX");
    for (const seed of [7, 10]) {
      const [pick, next] = randomInt(seed, 0, 1);
      expect(chooseComputerMove(edges, seed)).toEqual({ index: [3, 5][pick], reason: "free", seed: next });
    }
    expect(chooseComputerMove(edges, 7)!.index).not.toBe(chooseComputerMove(edges, 10)!.index);
  });

  it("has nothing to choose on a full board", () => {
    expect(chooseComputerMove(board("XOX|XOO|OXX"), SEED)).toBeNull();
  });

  it("replies in the game: O goes down, the seed moves on, and it is X's turn again", () => {
    const afterX = place(createTicTacToe({ seed: 4 }), 4);
    expect(isComputerTurn(afterX)).toBe(true);
    expect(turnText(afterX)).toBe("Computer is thinking…");
    const { state, index } = computerMove(afterX);
    const [pick, next] = randomInt(4, 0, 3);
    expect(index).toBe(TIC_TAC_TOE.corners[pick]);
    expect(state.board[index!]).toBe("O");
    expect(state.seed).toBe(next);
    expect(state.turn).toBe("X");
    // Not its turn: nothing happens.
    expect(computerMove(state)).toEqual({ state, index: null });
  });
});

describe("moves that are ignored", () => {
  it("while the computer thinks", () => {
    const thinking = place(createTicTacToe({ seed: SEED }), 0);
    expect(canPlace(thinking, 1)).toBe(false);
    expect(place(thinking, 1)).toBe(thinking);
  });

  it("on a filled cell", () => {
    const state = play([0], "player");
    expect(place(state, 0)).toBe(state);
    expect(state.board[0]).toBe("X");
  });

  it("after the game ended, and off the board", () => {
    const won = play([0, 3, 1, 4, 2]);
    expect(won.result).not.toBeNull();
    expect(place(won, 8)).toBe(won);
    const fresh = createTicTacToe({ seed: SEED, mode: "player" });
    expect(place(fresh, 9)).toBe(fresh);
    expect(place(fresh, -1)).toBe(fresh);
  });
});

describe("vs player", () => {
  it("X and O take turns, and nobody waits for a computer", () => {
    let state = createTicTacToe({ seed: SEED, mode: "player" });
    expect(turnText(state)).toBe("X's turn");
    state = place(state, 4);
    expect(state.board[4]).toBe("X");
    expect(isComputerTurn(state)).toBe(false);
    expect(turnText(state)).toBe("O's turn");
    state = place(state, 0);
    expect(state.board[0]).toBe("O");
    state = place(state, 8);
    expect(state.board[8]).toBe("X");
    expect(state.turn).toBe("O");
    expect(state.moves).toBe(3);
  });
});

describe("winning and the winning line", () => {
  const lines: [number[], string][] = [
    [[0, 1, 2], "the top row"],
    [[3, 4, 5], "the middle row"],
    [[6, 7, 8], "the bottom row"],
    [[0, 3, 6], "the left column"],
    [[1, 4, 7], "the middle column"],
    [[2, 5, 8], "the right column"],
    [[0, 4, 8], "the diagonal from the top left"],
    [[2, 4, 6], "the diagonal from the top right"],
  ];
  for (const [line, name] of lines) {
    it(`X wins along ${name}`, () => {
      // O plays in the first free cells off the line, never completing one of its own.
      const others = [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((i) => !line.includes(i));
      const moves = [line[0]!, others[0]!, line[1]!, others[others.length - 1]!, line[2]!];
      const state = play(moves);
      expect(state.result).toEqual({ kind: "win", winner: "X", line, lineName: name });
      expect(resultText(state)).toBe(`X wins along ${name}.`);
      expect(turnText(state)).toBe("Game over");
    });
  }

  it("finds O's line too, and no line on a board without three in a row", () => {
    expect(findWin(board("XXO|XO.|O.."))).toMatchObject({ winner: "O", line: [2, 4, 6] });
    expect(findWin(board("XOX|...|..."))).toBeNull();
  });

  it("says who won in the players' terms vs computer", () => {
    const youWin = place({ ...createTicTacToe({ seed: SEED }), board: board("XX.|OO.|..."), moves: 4 }, 2);
    expect(resultText(youWin)).toBe("You win along the top row.");
    const computerWins = computerMove(
      place({ ...createTicTacToe({ seed: SEED }), board: board("X..|OO.|X.."), moves: 4 }, 8),
    );
    expect(computerWins.index).toBe(5);
    expect(resultText(computerWins.state)).toBe("The computer wins along the middle row.");
  });
});

describe("a tie", () => {
  it("is a full board without three in a row", () => {
    const state = play([0, 1, 2, 4, 3, 5, 7, 6, 8]);
    expect(state.board).toEqual(board("XOX|XOO|OXX"));
    expect(state.result).toEqual({ kind: "tie" });
    expect(resultText(state)).toBe("It's a tie! The board is full.");
  });

  it("is not called when the last mark completes a line", () => {
    // X's ninth mark fills the board and the diagonal at once: a win, not a tie.
    const won = play([0, 1, 2, 3, 4, 5, 7, 6, 8]);
    expect(won.board.every((cell) => cell !== null)).toBe(true);
    expect(won.result).toMatchObject({ kind: "win", winner: "X", line: [0, 4, 8] });
  });
});

describe("toasts", () => {
  it("for a player win, a computer win, an X or O win between friends, and a tie", () => {
    const youWin = place({ ...createTicTacToe({ seed: SEED }), board: board("XX.|OO.|..."), moves: 4 }, 2);
    expect(resultToast(youWin)).toEqual({ title: "You win!", description: "Three in a row. Well played!" });
    const computerWins = computerMove(
      place({ ...createTicTacToe({ seed: SEED }), board: board("X..|OO.|X.."), moves: 4 }, 8),
    ).state;
    expect(resultToast(computerWins)).toEqual({
      title: "The computer wins!",
      description: "Good game! Fancy another round?",
    });
    expect(resultToast(play([0, 3, 1, 4, 2]))?.title).toBe("X wins!");
    expect(resultToast(play([8, 0, 3, 1, 7, 2]))?.title).toBe("O wins!");
    expect(resultToast(play([0, 1, 2, 4, 3, 5, 7, 6, 8]))).toEqual({
      title: "It's a tie!",
      description: "The board is full and nobody got three in a row.",
    });
    expect(resultToast(play([0, 1]))).toBeNull();
  });
});

describe("what the cursor says", () => {
  it("names the row and column counted from 1, and what is there", () => {
    expect(describeCell(board("..X|...|..."), 2)).toBe("Row 1, column 3: X");
    expect(describeCell(board("..X|...|..."), 7)).toBe("Row 3, column 2: empty");
    expect(describeCell(board("...|O..|..."), 3)).toBe("Row 2, column 1: O");
  });
});

describe("events a move reports", () => {
  it("a player's mark, the computer's reply, and a win with its line; an ignored move reports nothing", () => {
    const start = createTicTacToe({ seed: 1 });
    const first = playerMove(start, 0);
    expect(first.events).toEqual([{ type: "placed", index: 0, mark: "X", by: "player" }]);
    expect(playerMove(first.state, 0)).toEqual({ state: first.state, events: [] });
    const reply = computerReply(first.state);
    expect(reply.events).toEqual([{ type: "placed", index: 4, mark: "O", by: "computer" }]);
    expect(computerReply(reply.state).events).toEqual([]);
    const nearly = { ...start, board: ["X", "X", null, "O", "O", null, null, null, null] as CellValue[], moves: 4 };
    expect(playerMove(nearly, 2).events).toEqual([
      { type: "placed", index: 2, mark: "X", by: "player" },
      { type: "won", winner: "X", line: [0, 1, 2], by: "player" },
    ]);
  });

  it("a full board without a line reports a tie", () => {
    const board: CellValue[] = ["X", "O", "X", "X", "O", "O", "O", "X", null];
    const state = { ...createTicTacToe({ seed: 1, mode: "player" }), board, moves: 8 };
    expect(playerMove(state, 8).events).toEqual([
      { type: "placed", index: 8, mark: "X", by: "player" },
      { type: "tie" },
    ]);
  });
});
