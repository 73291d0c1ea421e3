import { describe, expect, it } from "vitest";
import { cellRect } from "@station/engine";
import { createTestHost, testMonkeyPlay } from "@station/engine/testing";
import { brokenRules } from "./invariants";
import { BOARD, LAYOUT } from "./layout";
import { END_CARD_DELAY_MS, createTicTacToeGame } from "./store";

/** Tic-tac-toe's rules side, as games/tic-tac-toe/index.ts declares it (the view needs a browser). */
const ticTacToe = {
  stepMs: null,
  create: createTicTacToeGame,
};

function setup(seed = 1, frameMs?: number) {
  const host = createTestHost(ticTacToe, { seed, frameMs });
  return { host, game: host.game, toasts: host.toasts, sounds: host.sounds, rounds: host.rounds };
}

type Host = ReturnType<typeof setup>["host"];

/** The middle of a cell in logical units, where a finger would land. */
function centre(index: number) {
  const r = cellRect(LAYOUT, index);
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
}

function tap(host: Host, index: number) {
  const at = centre(index);
  host.tap(at.x, at.y);
  host.advance(0);
}

function pointer(host: Host, kind: "down" | "move" | "up" | "cancel", at: { x: number; y: number }) {
  host.pointer({ kind, ...at });
  host.advance(0);
}

function press(host: Host, ...actions: ("up" | "down" | "left" | "right" | "choose")[]) {
  for (const action of actions) {
    host.tapAction(action);
    host.advance(0);
  }
}

const boardOf = (host: Host) =>
  host.game.store
    .getState()
    .state.board.map((c) => c ?? ".")
    .join("");

describe("vs computer on the game clock", () => {
  it("replies only after 800 ms of game time: nothing at 799 ms", () => {
    const { host, game, sounds } = setup();
    tap(host, 0);
    expect(boardOf(host)).toBe("X........");
    host.advance(799);
    expect(boardOf(host)).toBe("X........");
    host.advance(1);
    // Centre first, when nothing wins or needs blocking.
    expect(boardOf(host)).toBe("X...O....");
    expect(game.store.getState().announcement).toBe("The computer put O in row 2, column 2.");
    expect(sounds).toEqual(["click", "click"]);
  });

  it("ignores taps and keys while it thinks, on filled cells, and after the end", () => {
    const { host, game } = setup();
    tap(host, 0);
    // Thinking: a tap on a free cell, and Enter under the cursor, do nothing.
    tap(host, 8);
    press(host, "right", "choose");
    expect(boardOf(host)).toBe("X........");
    host.advance(800);
    expect(boardOf(host)).toBe("X...O....");
    // Filled cells: no mark, and the computer is not woken up.
    tap(host, 4);
    tap(host, 0);
    host.advance(5000);
    expect(boardOf(host)).toBe("X...O....");
    // X 0, 1 -> O blocks at 2; X 8 -> O wins along the diagonal 2-4-6.
    tap(host, 1);
    host.advance(800);
    expect(boardOf(host)).toBe("XXO.O....");
    tap(host, 8);
    host.advance(800);
    expect(boardOf(host)).toBe("XXO.O.O.X");
    expect(game.store.getState().state.result).toMatchObject({ winner: "O", line: [2, 4, 6] });
    tap(host, 3);
    press(host, "choose");
    host.advance(5000);
    expect(boardOf(host)).toBe("XXO.O.O.X");
  });

  it("says who won with a toast and a sound: the computer, or you", () => {
    const { host, toasts, sounds } = setup();
    for (const cell of [0, 1, 8]) {
      tap(host, cell);
      host.advance(800);
    }
    // The winning line shows first; the toast comes with the end card.
    expect(toasts).toEqual([]);
    host.advance(END_CARD_DELAY_MS);
    expect(toasts).toEqual([{ title: "The computer wins!", description: "Good game! Fancy another round?" }]);
    expect(host.ends).toEqual([
      {
        outcome: "lost",
        title: "The computer wins!",
        lines: ["Good game! Fancy another round?", "Moves: 6", "Wins in a row: 0"],
      },
    ]);
    expect(sounds.at(-1)).toBe("wrong");

    const you = setup();
    const s = you.host.game.store;
    // X to play with two in the top row; the computer's O's elsewhere.
    s.setState({
      state: { ...s.getState().state, board: ["X", "X", null, "O", "O", null, null, null, null], moves: 4 },
    });
    tap(you.host, 2);
    you.host.advance(END_CARD_DELAY_MS);
    expect(you.toasts).toEqual([{ title: "You win!", description: "Three in a row. Well played!" }]);
    expect(you.host.ends[0]).toMatchObject({ outcome: "won", title: "You win!", result: { value: 1 } });
    expect(you.sounds).toEqual(["win"]);
    you.host.advance(5000);
    expect(boardOf(you.host)).toBe("XXXOO....");
  });

  it("reports the winning streak after each win; a loss or a tie ends it; games vs a player do not count", () => {
    const { host, game, rounds } = setup();
    const s = game.store;
    const winNow = () => {
      host.dispatch("new-game");
      s.setState({
        state: { ...s.getState().state, board: ["X", "X", null, "O", "O", null, null, null, null], moves: 4 },
      });
      tap(host, 2);
      host.advance(END_CARD_DELAY_MS);
    };
    winNow();
    winNow();
    expect(rounds).toEqual([{ value: 1 }, { value: 2 }]);
    // The computer wins this one: the streak starts again, and a loss reports nothing.
    host.dispatch("new-game");
    for (const cell of [0, 1, 8]) {
      tap(host, cell);
      host.advance(800);
    }
    expect(s.getState().state.result).toMatchObject({ winner: "O" });
    winNow();
    expect(rounds).toEqual([{ value: 1 }, { value: 2 }, { value: 1 }]);
    // A tie ends it too.
    host.dispatch("new-game");
    s.setState({
      state: { ...s.getState().state, board: ["X", "O", "X", "X", "O", "O", "O", "X", null], moves: 8 },
    });
    tap(host, 8);
    expect(s.getState().state.result).toEqual({ kind: "tie" });
    winNow();
    expect(rounds.at(-1)).toEqual({ value: 1 });
    // Against a friend, X's win is no streak of the player's.
    host.dispatch("vs-player");
    for (const cell of [0, 3, 1, 4, 2]) tap(host, cell);
    expect(s.getState().state.result).toMatchObject({ winner: "X" });
    expect(rounds).toHaveLength(4);
  });

  it("a new game before the end card still raises the toast and counts the win, without a card", () => {
    const { host, game, toasts, rounds } = setup();
    const s = game.store;
    s.setState({
      state: { ...s.getState().state, board: ["X", "X", null, "O", "O", null, null, null, null], moves: 4 },
    });
    tap(host, 2);
    expect(host.game.phase?.()).toBe("over");
    host.dispatch("new-game");
    host.advance(END_CARD_DELAY_MS * 2);
    expect(toasts).toEqual([{ title: "You win!", description: "Three in a row. Well played!" }]);
    expect(rounds).toEqual([{ value: 1 }]);
    expect(host.ends).toEqual([]);
    expect(host.game.phase?.()).toBe("playing");
  });

  it("New Game during the computer's thinking calls its reply off", () => {
    const { host, game } = setup();
    tap(host, 0);
    host.advance(400);
    host.dispatch("new-game");
    host.advance(5000);
    expect(boardOf(host)).toBe(".........");
    expect(game.store.getState().state.turn).toBe("X");
  });

  it("waits on the real loop: an event-driven game still gets its game clock advanced", () => {
    const { host, game } = setup(1, 16);
    host.advance(16);
    host.tapAction("up");
    host.tapAction("choose");
    host.advance(16);
    expect(boardOf(host)).toBe(".X.......");
    // Keys are handled before the frame's time is added: the move went down at game time 16,
    // so the reply is due at 816, and game time is 32 now.
    expect(game.clock.now()).toBe(32);
    host.advance(48 * 16);
    expect(game.clock.now()).toBe(800);
    expect(boardOf(host)).toBe(".X.......");
    host.advance(16);
    expect(boardOf(host)).toBe(".X..O....");
    host.pause();
    expect(game.running()).toBe(false);
  });
});

describe("vs player", () => {
  it("switching mode starts a new game, and X and O alternate with no computer", () => {
    const { host, game, toasts } = setup();
    tap(host, 0);
    host.dispatch("vs-player");
    expect(boardOf(host)).toBe(".........");
    host.advance(5000);
    expect(boardOf(host)).toBe(".........");
    for (const cell of [0, 3, 1, 4]) tap(host, cell);
    expect(boardOf(host)).toBe("XX.OO....");
    tap(host, 2);
    host.advance(END_CARD_DELAY_MS);
    expect(game.store.getState().state.result).toMatchObject({ winner: "X", line: [0, 1, 2] });
    expect(toasts).toEqual([{ title: "X wins!", description: "Three in a row. Good game, both of you!" }]);
    // Pressing the mode already chosen keeps the finished board; the other one clears it.
    host.dispatch("vs-player");
    expect(boardOf(host)).toBe("XXXOO....");
    host.dispatch("vs-computer");
    expect(game.store.getState().state.mode).toBe("computer");
    expect(boardOf(host)).toBe(".........");
  });

  it("a full board without a line is a tie, with its toast", () => {
    const { host, game, toasts, sounds } = setup();
    host.dispatch("vs-player");
    for (const cell of [0, 1, 2, 4, 3, 5, 7, 6, 8]) tap(host, cell);
    host.advance(END_CARD_DELAY_MS);
    expect(game.store.getState().state.result).toEqual({ kind: "tie" });
    expect(host.ends[0]).toMatchObject({ outcome: "over", title: "It's a tie!" });
    expect(host.ends[0]).not.toHaveProperty("result");
    expect(toasts).toEqual([{ title: "It's a tie!", description: "The board is full and nobody got three in a row." }]);
    expect(sounds.at(-1)).toBe("match");
  });
});

describe("keyboard and pointer", () => {
  it("the first Enter shows the cursor at the centre; arrows move it, stopping at the edges, and say the cell", () => {
    const { host, game } = setup();
    host.dispatch("vs-player");
    press(host, "choose");
    expect(game.store.getState()).toMatchObject({
      cursor: 4,
      cursorVisible: true,
      announcement: "Row 2, column 2: empty",
    });
    expect(boardOf(host)).toBe(".........");
    press(host, "choose");
    expect(boardOf(host)).toBe("....X....");
    expect(game.store.getState().announcement).toBe("Row 2, column 2: X");
    press(host, "up", "up", "right", "right");
    expect(game.store.getState()).toMatchObject({ cursor: 2, announcement: "Row 1, column 3: empty" });
    press(host, "choose");
    expect(boardOf(host)).toBe("..O.X....");
  });

  it("a tap is a press and a lift on the same cell; sliding off to another cell places nothing", () => {
    const { host, game } = setup();
    press(host, "left");
    expect(game.store.getState().cursorVisible).toBe(true);
    pointer(host, "down", centre(6));
    expect(game.store.getState()).toMatchObject({ pressed: 6, cursorVisible: false, cursor: 6 });
    pointer(host, "move", centre(7));
    pointer(host, "up", centre(7));
    expect(boardOf(host)).toBe(".........");
    pointer(host, "down", centre(6));
    pointer(host, "cancel", centre(6));
    expect(boardOf(host)).toBe(".........");
    // A finger in the gap between two cells still counts for the nearer one.
    const edge = cellRect(LAYOUT, 6);
    pointer(host, "down", { x: edge.x + edge.width + LAYOUT.gap / 2 - 1, y: edge.y + 10 });
    pointer(host, "up", { x: edge.x + edge.width + LAYOUT.gap / 2 - 1, y: edge.y + 10 });
    expect(boardOf(host)).toBe("......X..");
    // Off the board: nothing.
    pointer(host, "down", { x: 2, y: 2 });
    pointer(host, "up", { x: 2, y: 2 });
    expect(game.store.getState().pressed).toBeNull();
  });
});

describe("events for the view", () => {
  it("logs each mark with who made it, then the win with its line; Play again starts over", () => {
    const { host, game } = setup();
    for (const cell of [0, 1, 8]) {
      tap(host, cell);
      host.advance(800);
    }
    const events = game.store.getState().events.map((e) => e.event);
    expect(events).toEqual([
      { type: "placed", index: 0, mark: "X", by: "player" },
      { type: "placed", index: 4, mark: "O", by: "computer" },
      { type: "placed", index: 1, mark: "X", by: "player" },
      { type: "placed", index: 2, mark: "O", by: "computer" },
      { type: "placed", index: 8, mark: "X", by: "player" },
      { type: "placed", index: 6, mark: "O", by: "computer" },
      { type: "won", winner: "O", line: [2, 4, 6], by: "computer" },
    ]);
    host.advance(END_CARD_DELAY_MS);
    expect(host.ends).toHaveLength(1);
    host.playAgain();
    host.advance(0);
    expect(boardOf(host)).toBe(".........");
    expect(game.phase?.()).toBe("playing");
  });

  it("an ignored tap logs nothing; a tie is its own event", () => {
    const { host, game } = setup();
    host.dispatch("vs-player");
    tap(host, 0);
    const log = game.store.getState().events;
    tap(host, 0);
    expect(game.store.getState().events).toBe(log);
    for (const cell of [1, 2, 4, 3, 5, 7, 6, 8]) tap(host, cell);
    expect(game.store.getState().events.at(-1)?.event).toEqual({ type: "tie" });
  });
});

describe("monkey play, headless", () => {
  testMonkeyPlay((seed) => createTestHost(ticTacToe, { seed }), {
    actions: ["up", "down", "left", "right", "choose"],
    buttons: ["new-game", "vs-computer", "vs-player"],
    size: { width: BOARD, height: BOARD },
    check: (host) => brokenRules(host.state().state),
  });
});
