import { describe, expect, it } from "vitest";
import { applyAll } from "@station/engine/testing";
import {
  CARD_COUNT,
  KINDS,
  MEMORY,
  choose,
  createMemory,
  deal,
  describeCard,
  flipBack,
  newGame,
  winToastTitle,
  type CardKind,
  type MemoryEvent,
  type MemoryState,
} from "./rules";
import { faceUp, mismatch, pairs } from "./test-cards";

const SEED = 20250714;

function play(state: MemoryState, ...indices: number[]): { state: MemoryState; events: MemoryEvent[] } {
  return applyAll(state, indices, choose);
}

describe("the deal", () => {
  it("has 16 cards face down, two of each of 8 kinds, each with its own id and emoji", () => {
    const state = createMemory(SEED);
    expect(MEMORY).toEqual({ pairs: 8, columns: 4, mismatchFlipBackMs: 1000 });
    expect(state.cards).toHaveLength(16);
    expect(CARD_COUNT).toBe(16);
    const counts = new Map<CardKind, number>();
    for (const card of state.cards) counts.set(card.kind, (counts.get(card.kind) ?? 0) + 1);
    expect([...counts.values()]).toEqual(Array(8).fill(2));
    expect(new Set(state.cards.map((c) => c.id)).size).toBe(16);
    for (const card of state.cards) {
      expect(card.flipped).toBe(false);
      expect(card.matched).toBe(false);
      expect(card.emoji).toBe(KINDS.find((k) => k.kind === card.kind)!.emoji);
    }
    expect(state).toMatchObject({ phase: "playing", moves: 0, pairsFound: 0, open: [] });
  });

  it("is the same for the same seed and different for another; it is really shuffled", () => {
    const kinds = (seed: number) => deal(seed).cards.map((c) => c.kind);
    expect(kinds(SEED)).toEqual(kinds(SEED));
    expect(createMemory(SEED)).toEqual(createMemory(SEED));
    expect(kinds(SEED + 1)).not.toEqual(kinds(SEED));
    // Not the unshuffled deck (moon, moon, star, star, ...).
    const sorted = KINDS.flatMap((k) => [k.kind, k.kind]);
    expect(kinds(SEED)).not.toEqual(sorted);
    // The seed moves on with the deal, so the next one differs.
    expect(deal(SEED).seed).not.toBe(SEED);
  });

  it("puts every kind in every place over many seeds (a fair shuffle, not a fixed pattern)", () => {
    const seen = Array.from({ length: 16 }, () => new Set<CardKind>());
    for (let seed = 1; seed <= 400; seed++) deal(seed).cards.forEach((c, i) => seen[i]!.add(c.kind));
    for (const kinds of seen) expect(kinds.size).toBe(8);
  });
});

describe("turning cards", () => {
  it("turns a first card face up without counting a move", () => {
    const { state, events } = play(createMemory(SEED), 5);
    expect(faceUp(state)).toEqual([5]);
    expect(state.open).toEqual([5]);
    expect(state.moves).toBe(0);
    expect(events).toEqual([{ type: "flipped", index: 5 }]);
  });

  it("counts one move for each second card turned, match or not", () => {
    const start = createMemory(SEED);
    const [a, b] = mismatch(start);
    let state = play(start, a, b).state;
    expect(state.moves).toBe(1);
    state = flipBack(state);
    const [p, q] = pairs(state)[3]!;
    state = play(state, p).state;
    expect(state.moves).toBe(1);
    state = play(state, q).state;
    expect(state.moves).toBe(2);
  });

  it("keeps a matched pair open and marks it matched, for the rest of the game", () => {
    const start = createMemory(SEED);
    const [a, b] = pairs(start)[0]!;
    const { state, events } = play(start, a, b);
    expect(events.at(-1)).toEqual({ type: "matched", indices: [a, b], kind: start.cards[a]!.kind });
    expect(state.cards[a]).toMatchObject({ flipped: true, matched: true });
    expect(state.cards[b]).toMatchObject({ flipped: true, matched: true });
    expect(state.open).toEqual([]);
    expect(state.pairsFound).toBe(1);
    // A later mismatch and its flip back leave the pair alone.
    const c = pairs(state)[1]![0];
    const d = pairs(state)[2]![0];
    const later = flipBack(play(state, c, d).state);
    expect(later.moves).toBe(2);
    expect(later.cards[a]).toMatchObject({ flipped: true, matched: true });
    expect(later.cards[b]).toMatchObject({ flipped: true, matched: true });
  });

  it("leaves a mismatch face up (at most two), ignores a third card, and flipBack turns both down", () => {
    const start = createMemory(SEED);
    const [a, b] = mismatch(start);
    const { state, events } = play(start, a, b);
    expect(events).toEqual([
      { type: "flipped", index: a },
      { type: "mismatched", indices: [a, b] },
    ]);
    expect(faceUp(state)).toEqual([a, b].sort((x, y) => x - y));
    const third = state.cards.findIndex((card) => !card.flipped);
    const after = choose(state, third);
    expect(after.state).toBe(state);
    expect(after.events).toEqual([]);
    const back = flipBack(state);
    expect(faceUp(back)).toEqual([]);
    expect(back.open).toEqual([]);
    expect(back.moves).toBe(1);
    // Then a new attempt may start.
    expect(faceUp(choose(back, third).state)).toEqual([third]);
  });

  it("ignores choosing a card that is already face up or matched, and cards off the board", () => {
    const start = createMemory(SEED);
    const [a, b] = pairs(start)[2]!;
    const one = play(start, a).state;
    expect(choose(one, a).state).toBe(one);
    const matched = play(one, b).state;
    expect(choose(matched, a).state).toBe(matched);
    expect(choose(matched, b).state).toBe(matched);
    expect(choose(matched, -1).state).toBe(matched);
    expect(choose(matched, 16).state).toBe(matched);
    expect(matched.moves).toBe(1);
  });

  it("is won when all 16 are matched, with the moves in the event and the toast", () => {
    const start = createMemory(SEED);
    const [x, y] = mismatch(start);
    let state = flipBack(play(start, x, y).state);
    const found = pairs(state);
    for (const [a, b] of found.slice(0, 7)) state = play(state, a, b).state;
    expect(state.phase).toBe("playing");
    const [a, b] = found[7]!;
    const last = play(state, a, b);
    expect(last.state.phase).toBe("won");
    expect(last.state.pairsFound).toBe(8);
    expect(last.state.cards.every((c) => c.matched && c.flipped)).toBe(true);
    expect(last.state.moves).toBe(9);
    expect(last.events.at(-1)).toEqual({ type: "won", moves: 9 });
    expect(winToastTitle(9)).toBe("Congratulations! You won in 9 moves");
    // Nothing turns once the game is won.
    expect(choose(last.state, 0).state).toBe(last.state);
  });
});

describe("New Game", () => {
  it("deals a new shuffle from the seed carried in the state, with no moves and nothing found", () => {
    const start = createMemory(SEED);
    const [a, b] = pairs(start)[0]!;
    const played = play(start, a, b).state;
    const next = newGame(played);
    expect(next.moves).toBe(0);
    expect(next.pairsFound).toBe(0);
    expect(next.open).toEqual([]);
    expect(next.phase).toBe("playing");
    expect(next.cards.every((c) => !c.flipped && !c.matched)).toBe(true);
    expect(next.cards.map((c) => c.kind)).not.toEqual(start.cards.map((c) => c.kind));
    expect(next.round).toBe(start.round + 1);
    // Replayable: the same first seed gives the same second deal, whatever was played.
    expect(newGame(createMemory(SEED)).cards).toEqual(next.cards);
  });
});

describe("what the cursor says", () => {
  it("names the card's place, and its picture once it is up", () => {
    const start = createMemory(SEED);
    expect(describeCard(start, 5)).toBe("Card 6 of 16, row 2 column 2: face down");
    const [a, b] = pairs(start)[0]!;
    const name = KINDS.find((k) => k.kind === start.cards[a]!.kind)!.name;
    const one = play(start, a).state;
    expect(describeCard(one, a)).toMatch(new RegExp(`: ${name}, face up$`));
    const both = play(one, b).state;
    expect(describeCard(both, b)).toMatch(new RegExp(`: ${name}, matched$`));
    expect(describeCard(both, 15)).toMatch(/^Card 16 of 16, row 4 column 4: /);
  });
});
