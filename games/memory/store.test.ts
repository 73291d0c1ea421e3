import { describe, expect, it } from "vitest";
import { cellRect } from "@station/engine";
import { createTestHost, testMonkeyPlay } from "@station/engine/testing";
import { brokenRules } from "./invariants";
import { BOARD, GRID } from "./layout";
import { KINDS } from "./rules";
import { END_CARD_DELAY_MS, START_STATUS, cursorAnnouncement } from "./store";
import { faceUp, mismatch, pairs } from "./test-cards";
import { memory } from "./test-definition";

const SEED = 4242;

function setup(seed = SEED) {
  const host = createTestHost(memory, { seed });
  const get = () => host.state();
  /** Lets time pass on the game clock (the 1 s flip-back). */
  const wait = (ms: number) => host.advance(ms);
  /** A tap on a card, as the pointer sends it: down and up in its middle, in logical units. */
  const tap = (index: number) => {
    const r = cellRect(GRID, index);
    host.tap(r.x + r.width / 2, r.y + r.height / 2);
    host.advance(0);
  };
  const pointer = (kind: "down" | "up" | "cancel", at: { x: number; y: number }) => {
    host.pointer({ kind, ...at });
    host.advance(0);
  };
  const press = (action: "up" | "down" | "left" | "right" | "choose") => {
    host.tapAction(action);
    host.advance(0);
  };
  /** Arrow keys from wherever the cursor is to a card (the first one only shows the cursor). */
  const walkTo = (index: number) => {
    if (!get().cursorVisible) press("right");
    while (get().cursor % 4 < index % 4) press("right");
    while (get().cursor % 4 > index % 4) press("left");
    while (get().cursor < index) press("down");
    while (get().cursor > index) press("up");
  };
  return {
    host,
    get,
    wait,
    toasts: host.toasts,
    sounds: host.sounds,
    rounds: host.rounds,
    tap,
    pointer,
    press,
    walkTo,
  };
}

describe("Memory on the game clock", () => {
  it("flips a mismatch back after exactly 1000 ms of game time, not at 999", () => {
    const { get, wait, tap, sounds } = setup();
    const [a, b] = mismatch(get().state);
    tap(a);
    tap(b);
    expect(get().status).toBe("Not a match");
    expect(sounds).toEqual(["flip", "wrong"]);
    wait(999);
    expect(faceUp(get().state)).toEqual([a, b].sort((x, y) => x - y));
    wait(1);
    expect(faceUp(get().state)).toEqual([]);
    expect(get().state.moves).toBe(1);
  });

  it("ignores taps and keys that choose other cards during that second, then accepts them", () => {
    const { get, wait, tap, press, walkTo } = setup();
    const [a, b] = mismatch(get().state);
    tap(a);
    tap(b);
    const pending = get().state;
    const other = pending.cards.findIndex((card) => !card.flipped);
    tap(other);
    // The keyboard too: show the cursor, walk it onto that face-down card, Enter.
    walkTo(other);
    expect(get()).toMatchObject({ cursor: other, cursorVisible: true });
    press("choose");
    wait(500);
    tap(other);
    expect(get().state).toBe(pending);
    expect(get().state.moves).toBe(1);
    wait(500);
    tap(other);
    expect(faceUp(get().state)).toEqual([other]);
  });

  it("ignores a tap on a face-up or matched card, and a press that lifts on another card", () => {
    const { get, tap, pointer } = setup();
    const [a, b] = pairs(get().state)[0]!;
    tap(a);
    const one = get().state;
    tap(a);
    expect(get().state).toBe(one);
    tap(b);
    const matched = get().state;
    expect(get().status).toBe("Match!");
    tap(a);
    tap(b);
    expect(get().state).toBe(matched);
    // Down on one card, up on another: no card turns (the finger slid away).
    const [c, d] = pairs(matched)[1]!;
    const from = cellRect(GRID, c);
    const to = cellRect(GRID, d === c + 1 ? c + 2 : c + 1);
    pointer("down", { x: from.x + 5, y: from.y + 5 });
    pointer("up", { x: to.x + 5, y: to.y + 5 });
    pointer("down", { x: from.x + 5, y: from.y + 5 });
    pointer("cancel", { x: from.x + 5, y: from.y + 5 });
    expect(get().state).toBe(matched);
    expect(matched.moves).toBe(1);
  });

  it("counts moves, says each result, and on the last pair shows 'Congratulations! You won in N moves'", () => {
    const { host, get, wait, tap, toasts, sounds, rounds } = setup();
    expect(get().status).toBe(START_STATUS);
    expect(host.game.phase?.()).toBe("playing");
    const [x, y] = mismatch(get().state);
    tap(x);
    tap(y);
    wait(1000);
    const found = pairs(get().state);
    found.forEach(([a, b], i) => {
      tap(a);
      expect(get().status).toBe("");
      tap(b);
      expect(get().state.moves).toBe(i + 2);
      expect(get().state.pairsFound).toBe(i + 1);
      if (i < 7) expect(get().status).toBe("Match!");
    });
    expect(get().state.phase).toBe("won");
    expect(get().status).toBe("You won in 9 moves!");
    // The last pair shows on the board first; the toast comes with the end card.
    expect(host.game.phase?.()).toBe("over");
    expect(toasts).toEqual([]);
    wait(END_CARD_DELAY_MS);
    expect(toasts).toEqual([{ title: "Congratulations! You won in 9 moves" }]);
    // The won board's moves go to the site's personal best through the end card, once.
    expect(rounds).toEqual([{ value: 9 }]);
    expect(host.ends).toHaveLength(1);
    expect(host.ends[0]).toMatchObject({ outcome: "won", title: "You won!", result: { value: 9 } });
    expect(host.ends[0]!.lines).toContain("Moves: 9");
    expect(host.ends[0]!.lines.some((line) => line.startsWith("Time: "))).toBe(true);
    // Each result was said once, by the engine's announcer.
    expect(host.announcements.filter((a) => a === "Match!")).toHaveLength(7);
    expect(host.announcements.filter((a) => a === "Not a match")).toHaveLength(1);
    // Play again deals afresh, and the phase leaves "over" (the card goes).
    host.playAgain();
    host.advance(0);
    expect(get().state.moves).toBe(0);
    expect(host.game.phase?.()).toBe("playing");
    expect(sounds.slice(0, 2)).toEqual(["flip", "wrong"]);
    expect(sounds.filter((s) => s === "match")).toHaveLength(7);
    expect(sounds.at(-1)).toBe("win");
  });

  it("New Game reshuffles, resets moves and pairs, and cancels a pending flip back", () => {
    const { host, get, wait, tap } = setup();
    const first = get().state;
    const [p, q] = pairs(first)[0]!;
    tap(p);
    tap(q);
    const [a, b] = mismatch(get().state);
    const x = [a, b].find((i) => !get().state.cards[i]!.matched)!;
    const y = get().state.cards.findIndex((c, i) => i !== x && !c.matched && c.kind !== get().state.cards[x]!.kind);
    tap(x);
    tap(y);
    expect(get().state.moves).toBe(2);
    host.dispatch("new-game");
    const next = get().state;
    expect(next.moves).toBe(0);
    expect(next.pairsFound).toBe(0);
    expect(faceUp(next)).toEqual([]);
    expect(next.cards.map((c) => c.kind)).not.toEqual(first.cards.map((c) => c.kind));
    expect(get().status).toBe(START_STATUS);
    // The old mismatch's timer is gone: a card turned now stays up past the second.
    tap(0);
    wait(2000);
    expect(faceUp(get().state)).toEqual([0]);
    // The same seed replays the same two deals.
    const again = setup();
    again.host.dispatch("new-game");
    expect(again.get().state.cards).toEqual(next.cards);
  });
});

describe("Memory by keyboard", () => {
  it("shows the cursor on the first arrow, moves it (stopping at edges), and Enter turns its card", () => {
    const { get, press } = setup();
    expect(cursorAnnouncement(get())).toBe("");
    press("right");
    expect(get()).toMatchObject({ cursor: 0, cursorVisible: true });
    expect(cursorAnnouncement(get())).toBe("Card 1 of 16, row 1 column 1: face down");
    press("left");
    press("up");
    expect(get().cursor).toBe(0);
    press("right");
    press("down");
    expect(get().cursor).toBe(5);
    expect(cursorAnnouncement(get())).toBe("Card 6 of 16, row 2 column 2: face down");
    for (let i = 0; i < 5; i++) press("right");
    for (let i = 0; i < 5; i++) press("down");
    expect(get().cursor).toBe(15);
    press("choose");
    expect(faceUp(get().state)).toEqual([15]);
    const name = KINDS.find((k) => k.kind === get().state.cards[15]!.kind)!.name;
    expect(cursorAnnouncement(get())).toBe(`Card 16 of 16, row 4 column 4: ${name}, face up`);
  });

  it("Enter before any arrow only shows the cursor; a tap hides it and moves it to the tapped card", () => {
    const { get, press, tap } = setup();
    press("choose");
    expect(get().cursorVisible).toBe(true);
    expect(faceUp(get().state)).toEqual([]);
    tap(10);
    expect(get()).toMatchObject({ cursor: 10, cursorVisible: false });
    press("down");
    expect(get()).toMatchObject({ cursor: 10, cursorVisible: true });
    press("down");
    expect(get().cursor).toBe(14);
  });
});

describe("Memory's events for the view", () => {
  it("logs a flip, a mismatch, a match and the win, in order, with the cards they concern", () => {
    const { get, wait, tap } = setup();
    const [x, y] = mismatch(get().state);
    tap(x);
    tap(y);
    expect(get().events.map((e) => e.event)).toEqual([
      { type: "flipped", index: x },
      { type: "mismatched", indices: [x, y] },
    ]);
    wait(1000);
    const found = pairs(get().state);
    for (const [a, b] of found) {
      tap(a);
      tap(b);
    }
    const last = get()
      .events.slice(-3)
      .map((e) => e.event);
    const [a, b] = found[7]!;
    expect(last).toEqual([
      { type: "flipped", index: a },
      { type: "matched", indices: [a, b], kind: get().state.cards[a]!.kind },
      { type: "won", moves: 9 },
    ]);
    // Sequence numbers only grow, so a view never shows an event twice.
    const seqs = get().events.map((e) => e.seq);
    expect([...seqs].sort((p, q) => p - q)).toEqual(seqs);
  });

  it("an ignored tap logs nothing", () => {
    const { get, tap } = setup();
    const [a, b] = pairs(get().state)[0]!;
    tap(a);
    tap(b);
    const log = get().events;
    tap(a);
    expect(get().events).toBe(log);
  });
});

describe("monkey play, headless", () => {
  testMonkeyPlay((seed) => createTestHost(memory, { seed }), {
    actions: ["up", "down", "left", "right", "choose"],
    buttons: ["new-game"],
    size: BOARD,
    check: (host) => brokenRules(host.state().state),
  });
});
