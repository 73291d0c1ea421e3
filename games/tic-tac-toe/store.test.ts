import type { RoundResult } from "../../engine/core/best";
import { describe, expect, it } from "vitest";
import { createTestClock } from "../../engine/core/clock";
import type { GameContext, GameToast } from "../../engine/core/define-game";
import { createGameClock } from "../../engine/core/game-clock";
import { cellRect } from "../../engine/core/grid";
import { createLoop } from "../../engine/core/loop";
import { ActionQueue } from "../../engine/input/action-queue";
import { LAYOUT } from "./layout";
import { createTicTacToeGame, type TicTacToeGame, type TicTacToeSound } from "./store";

function setup(seed = 1) {
  const toasts: GameToast[] = [];
  const sounds: string[] = [];
  const clock = createGameClock();
  const rounds: RoundResult[] = [];
  const ctx: GameContext<TicTacToeSound> = {
    clock,
    seed,
    sound: (name) => sounds.push(name),
    toast: (toast) => toasts.push(toast),
    reportRound: (r) => rounds.push(r),
    storage: { get: () => null, set: () => undefined },
  };
  const game = createTicTacToeGame(ctx, seed);
  return { game, clock, toasts, sounds, rounds };
}

/** The middle of a cell in logical units, where a finger would land. */
function centre(index: number) {
  const r = cellRect(LAYOUT, index);
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
}

function tap(game: TicTacToeGame, index: number) {
  game.pointer!({ kind: "down", ...centre(index) });
  game.pointer!({ kind: "up", ...centre(index) });
}

function press(game: TicTacToeGame, ...actions: ("up" | "down" | "left" | "right" | "choose")[]) {
  for (const action of actions) game.action!({ action, kind: "press" });
}

const boardOf = (game: TicTacToeGame) =>
  game.store
    .getState()
    .state.board.map((c) => c ?? ".")
    .join("");

describe("vs computer on the game clock", () => {
  it("replies only after 800 ms of game time: nothing at 799 ms", () => {
    const { game, clock, sounds } = setup();
    tap(game, 0);
    expect(boardOf(game)).toBe("X........");
    clock.advance(799);
    expect(boardOf(game)).toBe("X........");
    clock.advance(1);
    // Centre first, when nothing wins or needs blocking.
    expect(boardOf(game)).toBe("X...O....");
    expect(game.store.getState().announcement).toBe("The computer put O in row 2, column 2.");
    expect(sounds).toEqual(["click", "click"]);
  });

  it("ignores taps and keys while it thinks, on filled cells, and after the end", () => {
    const { game, clock } = setup();
    tap(game, 0);
    // Thinking: a tap on a free cell, and Enter under the cursor, do nothing.
    tap(game, 8);
    press(game, "right", "choose");
    expect(boardOf(game)).toBe("X........");
    clock.advance(800);
    expect(boardOf(game)).toBe("X...O....");
    // Filled cells: no mark, and the computer is not woken up.
    tap(game, 4);
    tap(game, 0);
    clock.advance(5000);
    expect(boardOf(game)).toBe("X...O....");
    // X 0, 1 -> O blocks at 2; X 8 -> O wins along the diagonal 2-4-6.
    tap(game, 1);
    clock.advance(800);
    expect(boardOf(game)).toBe("XXO.O....");
    tap(game, 8);
    clock.advance(800);
    expect(boardOf(game)).toBe("XXO.O.O.X");
    expect(game.store.getState().state.result).toMatchObject({ winner: "O", line: [2, 4, 6] });
    tap(game, 3);
    press(game, "choose");
    clock.advance(5000);
    expect(boardOf(game)).toBe("XXO.O.O.X");
  });

  it("says who won with a toast and a sound: the computer, or you", () => {
    const { game, clock, toasts, sounds } = setup();
    for (const cell of [0, 1, 8]) {
      tap(game, cell);
      clock.advance(800);
    }
    expect(toasts).toEqual([{ title: "The computer wins!", description: "Good game! Fancy another round?" }]);
    expect(sounds.at(-1)).toBe("wrong");

    const you = setup();
    const s = you.game.store;
    // X to play with two in the top row; the computer's O's elsewhere.
    s.setState({
      state: { ...s.getState().state, board: ["X", "X", null, "O", "O", null, null, null, null], moves: 4 },
    });
    tap(you.game, 2);
    expect(you.toasts).toEqual([{ title: "You win!", description: "Three in a row. Well played!" }]);
    expect(you.sounds).toEqual(["win"]);
    you.clock.advance(5000);
    expect(boardOf(you.game)).toBe("XXXOO....");
  });

  it("reports the winning streak after each win; a loss or a tie ends it; games vs a player do not count", () => {
    const { game, clock, rounds } = setup();
    const s = game.store;
    const winNow = () => {
      s.getState().newGame();
      s.setState({
        state: { ...s.getState().state, board: ["X", "X", null, "O", "O", null, null, null, null], moves: 4 },
      });
      tap(game, 2);
    };
    winNow();
    winNow();
    expect(rounds).toEqual([{ value: 1 }, { value: 2 }]);
    // The computer wins this one: the streak starts again, and a loss reports nothing.
    s.getState().newGame();
    for (const cell of [0, 1, 8]) {
      tap(game, cell);
      clock.advance(800);
    }
    expect(s.getState().state.result).toMatchObject({ winner: "O" });
    winNow();
    expect(rounds).toEqual([{ value: 1 }, { value: 2 }, { value: 1 }]);
    // A tie ends it too.
    s.getState().newGame();
    s.setState({
      state: { ...s.getState().state, board: ["X", "O", "X", "X", "O", "O", "O", "X", null], moves: 8 },
    });
    tap(game, 8);
    expect(s.getState().state.result).toEqual({ kind: "tie" });
    winNow();
    expect(rounds.at(-1)).toEqual({ value: 1 });
    // Against a friend, X's win is no streak of the player's.
    s.getState().setMode("player");
    for (const cell of [0, 3, 1, 4, 2]) tap(game, cell);
    expect(s.getState().state.result).toMatchObject({ winner: "X" });
    expect(rounds).toHaveLength(4);
  });

  it("New Game during the computer's thinking calls its reply off", () => {
    const { game, clock } = setup();
    tap(game, 0);
    clock.advance(400);
    game.store.getState().newGame();
    clock.advance(5000);
    expect(boardOf(game)).toBe(".........");
    expect(game.store.getState().state.turn).toBe("X");
  });

  it("waits on the real loop: an event-driven game still gets its game clock advanced", () => {
    const { game, clock } = setup();
    const frames = createTestClock();
    const queue = new ActionQueue<string>();
    const loop = createLoop({
      clock: frames,
      fixedStep: null,
      gameClock: clock,
      shouldStep: () => game.running(),
      beforeSteps: () => {
        for (const e of queue.drain()) game.action!(e as never);
      },
      onStep: () => undefined,
      onFrame: () => undefined,
    });
    loop.start();
    frames.frame(16);
    queue.tap("up");
    queue.tap("choose");
    frames.frame(16);
    expect(boardOf(game)).toBe(".X.......");
    // Keys are handled before the frame's time is added: the move went down at game time 16,
    // so the reply is due at 816, and game time is 32 now.
    expect(clock.now()).toBe(32);
    for (let i = 0; i < 48; i++) frames.frame(16);
    expect(clock.now()).toBe(800);
    expect(boardOf(game)).toBe(".X.......");
    frames.frame(16);
    expect(boardOf(game)).toBe(".X..O....");
    loop.pause();
    expect(game.running()).toBe(false);
  });
});

describe("vs player", () => {
  it("switching mode starts a new game, and X and O alternate with no computer", () => {
    const { game, clock, toasts } = setup();
    tap(game, 0);
    game.store.getState().setMode("player");
    expect(boardOf(game)).toBe(".........");
    clock.advance(5000);
    expect(boardOf(game)).toBe(".........");
    for (const cell of [0, 3, 1, 4]) tap(game, cell);
    expect(boardOf(game)).toBe("XX.OO....");
    tap(game, 2);
    expect(game.store.getState().state.result).toMatchObject({ winner: "X", line: [0, 1, 2] });
    expect(toasts).toEqual([{ title: "X wins!", description: "Three in a row. Good game, both of you!" }]);
    // Pressing the mode already chosen keeps the finished board; the other one clears it.
    game.store.getState().setMode("player");
    expect(boardOf(game)).toBe("XXXOO....");
    game.store.getState().setMode("computer");
    expect(game.store.getState().state.mode).toBe("computer");
    expect(boardOf(game)).toBe(".........");
  });

  it("a full board without a line is a tie, with its toast", () => {
    const { game, toasts, sounds } = setup();
    game.store.getState().setMode("player");
    for (const cell of [0, 1, 2, 4, 3, 5, 7, 6, 8]) tap(game, cell);
    expect(game.store.getState().state.result).toEqual({ kind: "tie" });
    expect(toasts).toEqual([{ title: "It's a tie!", description: "The board is full and nobody got three in a row." }]);
    expect(sounds.at(-1)).toBe("match");
  });
});

describe("keyboard and pointer", () => {
  it("the first Enter shows the cursor at the centre; arrows move it, stopping at the edges, and say the cell", () => {
    const { game } = setup();
    game.store.getState().setMode("player");
    press(game, "choose");
    expect(game.store.getState()).toMatchObject({
      cursor: 4,
      cursorShown: true,
      announcement: "Row 2, column 2: empty",
    });
    expect(boardOf(game)).toBe(".........");
    press(game, "choose");
    expect(boardOf(game)).toBe("....X....");
    expect(game.store.getState().announcement).toBe("Row 2, column 2: X");
    press(game, "up", "up", "right", "right");
    expect(game.store.getState()).toMatchObject({ cursor: 2, announcement: "Row 1, column 3: empty" });
    press(game, "choose");
    expect(boardOf(game)).toBe("..O.X....");
  });

  it("a tap is a press and a lift on the same cell; sliding off to another cell places nothing", () => {
    const { game } = setup();
    press(game, "left");
    expect(game.store.getState().cursorShown).toBe(true);
    game.pointer!({ kind: "down", ...centre(6) });
    expect(game.store.getState()).toMatchObject({ pressed: 6, cursorShown: false, cursor: 6 });
    game.pointer!({ kind: "move", ...centre(7) });
    game.pointer!({ kind: "up", ...centre(7) });
    expect(boardOf(game)).toBe(".........");
    game.pointer!({ kind: "down", ...centre(6) });
    game.pointer!({ kind: "cancel", ...centre(6) });
    expect(boardOf(game)).toBe(".........");
    // A finger in the gap between two cells still counts for the nearer one.
    const edge = cellRect(LAYOUT, 6);
    game.pointer!({ kind: "down", x: edge.x + edge.width + LAYOUT.gap / 2 - 1, y: edge.y + 10 });
    game.pointer!({ kind: "up", x: edge.x + edge.width + LAYOUT.gap / 2 - 1, y: edge.y + 10 });
    expect(boardOf(game)).toBe("......X..");
    // Off the board: nothing.
    game.pointer!({ kind: "down", x: 2, y: 2 });
    game.pointer!({ kind: "up", x: 2, y: 2 });
    expect(game.store.getState().pressed).toBeNull();
  });
});
