import type { RoundResult } from "../../engine/core/best";
import { describe, expect, it } from "vitest";
import type { GameContext, GameToast } from "../../engine/core/define-game";
import { createGameClock } from "../../engine/core/game-clock";
import { BOARD, cellCentre } from "./layout";
import { WORD_SEARCH, colOf, rowOf, type Placement } from "./rules";
import { createWordSearchGame, type WordSearchSound } from "./store";

const SEED = 4242;

function context() {
  const toasts: GameToast[] = [];
  const sounds: string[] = [];
  const clock = createGameClock();
  const rounds: RoundResult[] = [];
  const ctx: GameContext<WordSearchSound> = {
    clock,
    seed: SEED,
    sound: (name) => sounds.push(name),
    toast: (toast) => toasts.push(toast),
    reportRound: (r) => rounds.push(r),
    storage: { get: () => null, set: () => undefined },
  };
  return { ctx, clock, toasts, sounds, rounds };
}

type Game = ReturnType<typeof createWordSearchGame>;

/** A mouse or finger drag from one cell's middle to another's, in logical units. */
function drag(game: Game, from: number, to: number) {
  const a = cellCentre(from);
  const b = cellCentre(to);
  game.pointer!({ kind: "down", ...a });
  game.pointer!({ kind: "move", x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
  game.pointer!({ kind: "up", ...b });
}

function tap(game: Game, at: { x: number; y: number }) {
  game.pointer!({ kind: "down", ...at });
  game.pointer!({ kind: "up", ...at });
}

const press = (game: Game, action: Parameters<NonNullable<Game["action"]>>[0]["action"]) =>
  game.action!({ action, kind: "press" });

/** Arrow presses that take the cursor from one cell to another. */
function walk(game: Game, to: number) {
  const size = WORD_SEARCH.size;
  const from = game.store.getState().state.cursor;
  const dr = rowOf(size, to) - rowOf(size, from);
  const dc = colOf(size, to) - colOf(size, from);
  for (let i = 0; i < Math.abs(dr); i++) press(game, dr > 0 ? "down" : "up");
  for (let i = 0; i < Math.abs(dc); i++) press(game, dc > 0 ? "right" : "left");
}

const ends = (p: Placement) => [p.cells[0]!, p.cells[p.cells.length - 1]!] as const;

describe("Word Search on the engine", () => {
  it("starts from the context's seed, with the board matching the surface", () => {
    const { ctx } = context();
    const game = createWordSearchGame(ctx, SEED);
    expect(game.store.getState().state.gameSeed).toBe(SEED);
    expect(game.running()).toBe(false);
    expect(BOARD).toBe(WORD_SEARCH.size * 40 + 12);
  });

  it("a dragged word says 'Word Found!' with a match sound; the last one says 'You Won!' with a win", () => {
    const { ctx, toasts, sounds } = context();
    const game = createWordSearchGame(ctx, SEED);
    const { placed } = game.store.getState().state;
    const [from, to] = ends(placed[0]!);
    drag(game, from, to);
    expect(toasts).toEqual([{ title: "Word Found!", description: `${placed[0]!.word}: 7 to go.` }]);
    expect(sounds).toEqual(["click", "match"]);
    expect(game.store.getState().status).toBe(`Found ${placed[0]!.word}! 7 to go.`);
    // Backwards counts too, and finding it again counts for nothing.
    drag(game, to, from);
    expect(game.store.getState().status).toBe(`You already found ${placed[0]!.word}.`);
    expect(toasts).toHaveLength(1);
    for (const p of placed.slice(1)) {
      const [a, b] = ends(p);
      drag(game, b, a);
    }
    expect(toasts).toHaveLength(8);
    expect(toasts.at(-1)).toEqual({ title: "You Won!", description: "You found all 8 words." });
    expect(toasts.filter((t) => t.title === "Word Found!")).toHaveLength(7);
    expect(sounds.at(-1)).toBe("win");
    expect(game.store.getState().state.phase).toBe("won");
  });

  it("reports the whole seconds of game time from the first letter chosen to the last word", () => {
    const { ctx, clock, rounds } = context();
    const game = createWordSearchGame(ctx, SEED);
    // Time before the first letter does not count.
    clock.advance(60_000);
    const { placed } = game.store.getState().state;
    placed.forEach((p, i) => {
      const [a, b] = ends(p);
      drag(game, a, b);
      if (i === placed.length - 1) return;
      expect(rounds).toEqual([]);
      clock.advance(10_000);
    });
    // Eight words, 10 s apart: the last is found 70 s after the first letter of the first.
    expect(rounds).toEqual([{ value: 70 }]);

    // A new grid starts its own time: 1.9 s reads as 1 s.
    game.store.getState().newGame();
    clock.advance(5000);
    const next = game.store.getState().state.placed;
    next.forEach((p, i) => {
      const [a, b] = ends(p);
      drag(game, a, b);
      if (i < next.length - 1) clock.advance(i === 0 ? 1500 : 50);
    });
    expect(rounds.at(-1)).toEqual({ value: 1 });
  });

  it("shows the won message for 5000 ms of game time, and New Game clears it early", () => {
    const { ctx, clock } = context();
    const game = createWordSearchGame(ctx, SEED);
    for (const p of game.store.getState().state.placed) drag(game, ...ends(p));
    expect(game.store.getState().wonMessage).toBe(true);
    clock.advance(4999);
    expect(game.store.getState().wonMessage).toBe(true);
    clock.advance(1);
    expect(game.store.getState().wonMessage).toBe(false);
    expect(game.store.getState().status).toBe("All 8 words found. New Game makes a new grid.");

    for (const p of game.store.getState().state.placed) drag(game, ...ends(p));
    // Already won: nothing more happens until a New Game.
    expect(game.store.getState().wonMessage).toBe(false);
    game.store.getState().newGame();
    for (const p of game.store.getState().state.placed) drag(game, ...ends(p));
    clock.advance(3000);
    game.store.getState().newGame();
    expect(game.store.getState().wonMessage).toBe(false);
    expect(game.store.getState().state.found).toEqual([]);
    expect(game.store.getState().state.phase).toBe("playing");
  });

  it("tap the first letter, then near the last one: found", () => {
    const { ctx, toasts, sounds } = context();
    const game = createWordSearchGame(ctx, SEED);
    const p = game.store.getState().state.placed[1]!;
    const [from, to] = ends(p);
    tap(game, cellCentre(from));
    expect(game.store.getState().state.selection).toMatchObject({ from, mode: "anchor" });
    expect(sounds).toEqual(["click"]);
    // The second tap lands a third of a cell off the last letter: it still snaps there.
    const end = cellCentre(to);
    tap(game, { x: end.x + 13, y: end.y - 13 });
    expect(toasts.at(-1)?.title).toBe("Word Found!");
    expect(game.store.getState().state.found.map((f) => f.word)).toEqual([p.word]);
  });

  it("by keyboard: the first arrow shows the cursor, Enter marks, Enter selects; the announcer follows", () => {
    const { ctx, toasts } = context();
    const game = createWordSearchGame(ctx, SEED);
    const p = game.store.getState().state.placed[2]!;
    const [from, to] = ends(p);
    expect(game.store.getState().cursorVisible).toBe(false);
    // The first Enter only shows the cursor where it is.
    press(game, "choose");
    expect(game.store.getState().cursorVisible).toBe(true);
    expect(game.store.getState().state.selection).toBeNull();
    const { grid } = game.store.getState().state;
    expect(game.store.getState().announcement).toBe(`Row 1, column 1: ${grid[0]}.`);
    walk(game, from);
    const r = rowOf(12, from) + 1;
    const c = colOf(12, from) + 1;
    expect(game.store.getState().announcement).toBe(`Row ${r}, column ${c}: ${p.word[0]}.`);
    press(game, "choose");
    expect(game.store.getState().announcement).toContain("First letter chosen");
    press(game, "cancel");
    expect(game.store.getState().state.selection).toBeNull();
    expect(game.store.getState().status).toBe("Selection cancelled.");
    press(game, "choose");
    walk(game, to);
    expect(game.store.getState().announcement).toMatch(new RegExp(`Selection so far: ${p.word}\\.$`));
    press(game, "choose");
    expect(toasts.at(-1)).toEqual({ title: "Word Found!", description: `${p.word}: 7 to go.` });
    // Using the pointer hides the keyboard cursor again.
    tap(game, cellCentre(0));
    expect(game.store.getState().cursorVisible).toBe(false);
  });
});
