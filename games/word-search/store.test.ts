import { describe, expect, it } from "vitest";
import { createTestHost, testMonkeyPlay } from "@station/engine/testing";
import { brokenRules } from "./invariants";
import { BOARD, cellCentre } from "./layout";
import type { Placement } from "./generate";
import { WORD_SEARCH, colOf, rowOf } from "./rules";
import { END_CARD_DELAY_MS, type WordSearchAction } from "./store";
import { wordSearch } from "./test-definition";

const SEED = 4242;

function setup() {
  const host = createTestHost(wordSearch, { seed: SEED });
  return { host, game: host.game, toasts: host.toasts, sounds: host.sounds, rounds: host.rounds };
}

type Host = ReturnType<typeof setup>["host"];

/** A mouse or finger drag from one cell's middle to another's, in logical units. */
function drag(host: Host, from: number, to: number) {
  const a = cellCentre(from);
  const b = cellCentre(to);
  host.pointer({ kind: "down", ...a });
  host.pointer({ kind: "move", x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
  host.pointer({ kind: "up", ...b });
  host.advance(0);
}

function tap(host: Host, at: { x: number; y: number }) {
  host.tap(at.x, at.y);
  host.advance(0);
}

/** A key tap, handed to the game on a frame that takes no time. */
function press(host: Host, action: WordSearchAction) {
  host.tapAction(action);
  host.advance(0);
}

/** Arrow presses that take the cursor from one cell to another. */
function walk(host: Host, to: number) {
  const size = WORD_SEARCH.size;
  const from = host.state().state.cursor;
  const dr = rowOf(size, to) - rowOf(size, from);
  const dc = colOf(size, to) - colOf(size, from);
  for (let i = 0; i < Math.abs(dr); i++) press(host, dr > 0 ? "down" : "up");
  for (let i = 0; i < Math.abs(dc); i++) press(host, dc > 0 ? "right" : "left");
}

const ends = (p: Placement) => [p.cells[0]!, p.cells[p.cells.length - 1]!] as const;

describe("Word Search on the engine", () => {
  it("reports its sticker moment for a word selected from its last letter, not from its first", () => {
    const { host, game } = setup();
    const [first, second] = game.store.getState().state.placed;
    drag(host, ...ends(first!));
    expect(host.moments).toEqual([]);
    const [from, to] = ends(second!);
    drag(host, to, from);
    expect(host.moments).toEqual(["backwards-word"]);
  });

  it("starts from the context's seed, with the board matching the surface", () => {
    const { game } = setup();
    expect(game.store.getState().state.gameSeed).toBe(SEED);
    expect(game.running()).toBe(false);
    expect(BOARD).toBe(WORD_SEARCH.size * 40 + 12);
  });

  it("a dragged word says 'Word Found!' with a match sound; the last one says 'You Won!' with a win", () => {
    const { host, game, toasts, sounds } = setup();
    const { placed } = game.store.getState().state;
    const [from, to] = ends(placed[0]!);
    drag(host, from, to);
    expect(toasts).toEqual([{ title: "Word Found!", description: `${placed[0]!.word}: 7 to go.` }]);
    expect(sounds).toEqual(["click", "match"]);
    expect(game.store.getState().status).toBe(`Found ${placed[0]!.word}! 7 to go.`);
    // Backwards counts too, and finding it again counts for nothing.
    drag(host, to, from);
    expect(game.store.getState().status).toBe(`You already found ${placed[0]!.word}.`);
    expect(toasts).toHaveLength(1);
    for (const p of placed.slice(1)) {
      const [a, b] = ends(p);
      drag(host, b, a);
    }
    // The last word shows on the board first; "You Won!" comes with the end card.
    expect(toasts).toHaveLength(7);
    expect(game.phase?.()).toBe("over");
    host.advance(END_CARD_DELAY_MS);
    expect(toasts).toHaveLength(8);
    expect(toasts.at(-1)).toEqual({ title: "You Won!", description: "You found all 8 words." });
    expect(toasts.filter((t) => t.title === "Word Found!")).toHaveLength(7);
    expect(sounds.at(-1)).toBe("win");
    expect(game.store.getState().state.phase).toBe("won");
    expect(host.ends).toHaveLength(1);
    expect(host.ends[0]).toMatchObject({ outcome: "won", title: "You won!", result: { value: 0 } });
    expect(host.ends[0]!.lines).toEqual(["Words: 8 of 8", "Time: 0 s"]);
    // Misses are said once by the engine; found words by their toasts only.
    expect(host.announcements).toEqual([`You already found ${placed[0]!.word}.`]);
    host.playAgain();
    host.advance(0);
    expect(game.store.getState().state.found).toEqual([]);
    expect(game.phase?.()).toBe("playing");
  });

  it("reports the whole seconds of game time from the first letter chosen to the last word", () => {
    const { host, game, rounds } = setup();
    // Time before the first letter does not count.
    host.advance(60_000);
    const { placed } = game.store.getState().state;
    placed.forEach((p, i) => {
      const [a, b] = ends(p);
      drag(host, a, b);
      if (i === placed.length - 1) return;
      expect(rounds).toEqual([]);
      host.advance(10_000);
    });
    host.advance(END_CARD_DELAY_MS);
    // Eight words, 10 s apart: the last is found 70 s after the first letter of the first.
    expect(rounds).toEqual([{ value: 70 }]);

    // A new grid starts its own time: 1.9 s reads as 1 s.
    host.dispatch("new-game");
    host.advance(5000);
    const next = game.store.getState().state.placed;
    next.forEach((p, i) => {
      const [a, b] = ends(p);
      drag(host, a, b);
      if (i < next.length - 1) host.advance(i === 0 ? 1500 : 50);
    });
    // New Game before the end card: the time still counts, and "You Won!" still shows.
    host.dispatch("new-game");
    expect(rounds.at(-1)).toEqual({ value: 1 });
    expect(host.toasts.at(-1)?.title).toBe("You Won!");
    expect(host.ends).toHaveLength(1);
  });

  it("shows the won message for 5000 ms of game time, and New Game clears it early", () => {
    const { host, game } = setup();
    for (const p of game.store.getState().state.placed) drag(host, ...ends(p));
    expect(game.store.getState().wonMessage).toBe(true);
    host.advance(4999);
    expect(game.store.getState().wonMessage).toBe(true);
    host.advance(1);
    expect(game.store.getState().wonMessage).toBe(false);
    expect(game.store.getState().status).toBe("All 8 words found. New Game makes a new grid.");

    for (const p of game.store.getState().state.placed) drag(host, ...ends(p));
    // Already won: nothing more happens until a New Game.
    expect(game.store.getState().wonMessage).toBe(false);
    host.dispatch("new-game");
    for (const p of game.store.getState().state.placed) drag(host, ...ends(p));
    host.advance(3000);
    host.dispatch("new-game");
    expect(game.store.getState().wonMessage).toBe(false);
    expect(game.store.getState().state.found).toEqual([]);
    expect(game.store.getState().state.phase).toBe("playing");
  });

  it("tap the first letter, then near the last one: found", () => {
    const { host, game, toasts, sounds } = setup();
    const p = game.store.getState().state.placed[1]!;
    const [from, to] = ends(p);
    tap(host, cellCentre(from));
    expect(game.store.getState().state.selection).toMatchObject({ from, mode: "anchor" });
    expect(sounds).toEqual(["click"]);
    // The second tap lands a third of a cell off the last letter: it still snaps there.
    const end = cellCentre(to);
    tap(host, { x: end.x + 13, y: end.y - 13 });
    expect(toasts.at(-1)?.title).toBe("Word Found!");
    expect(game.store.getState().state.found.map((f) => f.word)).toEqual([p.word]);
  });

  it("by keyboard: the first arrow shows the cursor, Enter marks, Enter selects; the announcer follows", () => {
    const { host, game, toasts } = setup();
    const p = game.store.getState().state.placed[2]!;
    const [from, to] = ends(p);
    expect(game.store.getState().cursorVisible).toBe(false);
    // The first Enter only shows the cursor where it is.
    press(host, "choose");
    expect(game.store.getState().cursorVisible).toBe(true);
    expect(game.store.getState().state.selection).toBeNull();
    const { grid } = game.store.getState().state;
    expect(game.store.getState().announcement).toBe(`Row 1, column 1: ${grid[0]}.`);
    walk(host, from);
    const r = rowOf(12, from) + 1;
    const c = colOf(12, from) + 1;
    expect(game.store.getState().announcement).toBe(`Row ${r}, column ${c}: ${p.word[0]}.`);
    press(host, "choose");
    expect(game.store.getState().announcement).toContain("First letter chosen");
    press(host, "cancel");
    expect(game.store.getState().state.selection).toBeNull();
    expect(game.store.getState().status).toBe("Selection cancelled.");
    press(host, "choose");
    walk(host, to);
    expect(game.store.getState().announcement).toMatch(new RegExp(`Selection so far: ${p.word}\\.$`));
    press(host, "choose");
    expect(toasts.at(-1)).toEqual({ title: "Word Found!", description: `${p.word}: 7 to go.` });
    // Using the pointer hides the keyboard cursor again.
    tap(host, cellCentre(0));
    expect(game.store.getState().cursorVisible).toBe(false);
  });
});

describe("events for the view", () => {
  it("logs a found word with its ends, and a miss with the cells it spanned", () => {
    const { host, game } = setup();
    const { placed } = game.store.getState().state;
    const [from, to] = ends(placed[0]!);
    drag(host, from, to);
    const found = game.store.getState().events.map((e) => e.event);
    expect(found).toEqual([
      { type: "started", cell: from },
      { type: "found", word: placed[0]!.word, left: 7, from, to },
    ]);
    drag(host, to, from);
    expect(game.store.getState().events.at(-1)?.event).toEqual({
      type: "alreadyFound",
      word: placed[0]!.word,
      from: to,
      to: from,
    });
  });
});

describe("monkey play, headless", () => {
  testMonkeyPlay((seed) => createTestHost(wordSearch, { seed }), {
    actions: ["up", "down", "left", "right", "choose", "cancel"],
    buttons: ["new-game"],
    size: { width: BOARD, height: BOARD },
    check: (host) => brokenRules(host.state().state),
  });
});
