/**
 * Memory's rules as pure functions: state in, state (and events) out. No DOM, no timers: a
 * mismatched pair stays face up until the store, on the engine's game clock, calls `flipBack`
 * `MEMORY.mismatchFlipBackMs` later. The deal is a seeded Fisher-Yates shuffle, and the seed
 * moves on in the state, so New Game deals afresh and the same first seed replays everything.
 */
import { randomInt, type Seed } from "@station/engine";

export const MEMORY = {
  pairs: 8,
  columns: 4,
  mismatchFlipBackMs: 1000,
} as const;

export const CARD_COUNT = MEMORY.pairs * 2;
export const ROWS = CARD_COUNT / MEMORY.columns;

/**
 * The kinds of card. The spec's cards are emoji; the emoji stays here as data, but the view
 * draws each kind as its own shape (no emoji font on every machine), and `name` is what a
 * screen reader says.
 */
export const KINDS = [
  { kind: "moon", emoji: "🌙", name: "moon" },
  { kind: "star", emoji: "⭐", name: "star" },
  { kind: "heart", emoji: "💖", name: "heart" },
  { kind: "cloud", emoji: "☁️", name: "cloud" },
  { kind: "flower", emoji: "🌸", name: "flower" },
  { kind: "rainbow", emoji: "🌈", name: "rainbow" },
  { kind: "balloon", emoji: "🎈", name: "balloon" },
  { kind: "planet", emoji: "🪐", name: "planet" },
] as const satisfies readonly { kind: string; emoji: string; name: string }[];

export type CardKind = (typeof KINDS)[number]["kind"];

export interface MemoryCard {
  /** Which card this is, 0 to 15, whatever its place on the board. */
  readonly id: number;
  readonly kind: CardKind;
  readonly emoji: string;
  /** Face up (a matched card stays face up). */
  readonly flipped: boolean;
  readonly matched: boolean;
}

export type MemoryPhase = "playing" | "won";

export interface MemoryState {
  readonly phase: MemoryPhase;
  /** In board order, row by row: index = row * MEMORY.columns + column. */
  readonly cards: readonly MemoryCard[];
  /** Board indices of the face-up cards not yet matched, in the order turned (at most two). */
  readonly open: readonly number[];
  /** Pair attempts: one for each second card turned. */
  readonly moves: number;
  readonly pairsFound: number;
  /** Where the next deal's random draws start. */
  readonly seed: Seed;
  /** Counts deals (1 for the first), so a view knows the faces changed. */
  readonly round: number;
  /** Pairs on the board: the spec's 8, or a calm mode's 4 or 6 (modes.ts). */
  readonly pairs: number;
}

export type MemoryEvent =
  | { type: "flipped"; index: number }
  | { type: "matched"; indices: readonly [number, number]; kind: CardKind }
  | { type: "mismatched"; indices: readonly [number, number] }
  | { type: "won"; moves: number };

/** The 16 cards (or a smaller board's `pairs` * 2), two of each kind, shuffled with Fisher-Yates from `seed`. */
export function deal(seed: Seed, pairs: number = MEMORY.pairs): { cards: MemoryCard[]; seed: Seed } {
  const cards: MemoryCard[] = [];
  KINDS.slice(0, Math.max(1, Math.min(MEMORY.pairs, pairs))).forEach((k, i) => {
    for (const copy of [0, 1]) {
      cards.push({ id: i * 2 + copy, kind: k.kind, emoji: k.emoji, flipped: false, matched: false });
    }
  });
  let next = seed;
  for (let i = cards.length - 1; i > 0; i--) {
    const [j, after] = randomInt(next, 0, i);
    next = after;
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  return { cards, seed: next };
}

function fresh(seed: Seed, round: number, pairs: number): MemoryState {
  const dealt = deal(seed, pairs);
  const count = dealt.cards.length / 2;
  return {
    phase: "playing",
    cards: dealt.cards,
    open: [],
    moves: 0,
    pairsFound: 0,
    seed: dealt.seed,
    round,
    pairs: count,
  };
}

/** A board of the spec's 8 pairs, or of `pairs` (a calm mode's smaller board). */
export function createMemory(seed: Seed, pairs: number = MEMORY.pairs): MemoryState {
  return fresh(seed, 1, pairs);
}

/** New Game: a fresh shuffle from where the seed has got to, no moves, nothing found. */
export function newGame(state: MemoryState): MemoryState {
  return fresh(state.seed, state.round + 1, state.pairs);
}

/** Whether choosing this card would do anything now. */
export function canChoose(state: MemoryState, index: number): boolean {
  const card = state.cards[index];
  return (
    state.phase === "playing" &&
    // Two cards are up and not a pair: nothing else turns until they flip back.
    state.open.length < 2 &&
    card !== undefined &&
    !card.flipped &&
    !card.matched
  );
}

/**
 * Turns the card at `index` face up. The second card of an attempt counts a move and either
 * makes a match (both stay open) or a mismatch (both stay up until `flipBack`). A choice that
 * cannot act (a face-up or matched card, a pending mismatch, a won game) returns the very
 * same state and no events.
 */
export function choose(state: MemoryState, index: number): { state: MemoryState; events: MemoryEvent[] } {
  if (!canChoose(state, index)) return { state, events: [] };
  const cards = state.cards.map((card, i) => (i === index ? { ...card, flipped: true } : card));
  const first = state.open[0];
  if (first === undefined) {
    return { state: { ...state, cards, open: [index] }, events: [{ type: "flipped", index }] };
  }

  const moves = state.moves + 1;
  const a = cards[first]!;
  const b = cards[index]!;
  if (a.kind !== b.kind) {
    return {
      state: { ...state, cards, open: [first, index], moves },
      events: [{ type: "mismatched", indices: [first, index] }],
    };
  }

  const matched = cards.map((card, i) => (i === first || i === index ? { ...card, matched: true } : card));
  const pairsFound = state.pairsFound + 1;
  const won = pairsFound === state.pairs;
  const events: MemoryEvent[] = [{ type: "matched", indices: [first, index], kind: a.kind }];
  if (won) events.push({ type: "won", moves });
  return {
    state: { ...state, cards: matched, open: [], moves, pairsFound, phase: won ? "won" : "playing" },
    events,
  };
}

/** A mismatched pair turns face down again (the store calls this after the delay). */
export function flipBack(state: MemoryState): MemoryState {
  if (state.open.length < 2) return state;
  const open = new Set(state.open);
  return {
    ...state,
    cards: state.cards.map((card, i) => (open.has(i) && !card.matched ? { ...card, flipped: false } : card)),
    open: [],
  };
}

export function kindName(kind: CardKind): string {
  return KINDS.find((k) => k.kind === kind)?.name ?? kind;
}

/** What a screen reader hears for the card under the cursor. */
export function describeCard(state: MemoryState, index: number): string {
  const card = state.cards[index];
  if (!card) return "";
  const row = Math.floor(index / MEMORY.columns) + 1;
  const column = (index % MEMORY.columns) + 1;
  const face = card.matched
    ? `${kindName(card.kind)}, matched`
    : card.flipped
      ? `${kindName(card.kind)}, face up`
      : "face down";
  return `Card ${index + 1} of ${state.cards.length}, row ${row} column ${column}: ${face}`;
}

/** The site's toast when the last pair is found (spec section 8). */
export function winToastTitle(moves: number): string {
  return `Congratulations! You won in ${moves} moves`;
}
