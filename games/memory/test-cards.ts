/** Where the cards lie, for Memory's tests: they turn pairs and mismatches on purpose. */
import { KINDS, type MemoryState } from "./rules";

/** Board indices of the two cards of each kind, in the order the kinds are listed. */
export function pairs(state: MemoryState): [number, number][] {
  return KINDS.map(({ kind }) => {
    const at = state.cards.flatMap((card, i) => (card.kind === kind ? [i] : []));
    return [at[0]!, at[1]!];
  });
}

/** Two cards that are not a pair. */
export function mismatch(state: MemoryState): [number, number] {
  const [a] = pairs(state)[0]!;
  return [a, state.cards.findIndex((card) => card.kind !== state.cards[a]!.kind)];
}

/** The cards face up now, in board order. */
export const faceUp = (state: MemoryState) => state.cards.flatMap((card, i) => (card.flipped ? [i] : []));
