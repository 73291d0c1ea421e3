import { CARD_COUNT, type MemoryState } from "./rules";

/** Rules a Memory state must always keep; returns the ones it breaks (none for a sound state). */
export function brokenRules(state: MemoryState): string[] {
  const broken: string[] = [];
  const { cards } = state;
  if (cards.length !== state.pairs * 2 || state.pairs > CARD_COUNT / 2)
    broken.push(`${cards.length} cards on the board, not ${state.pairs * 2}`);
  const ids = new Set(cards.map((card) => card.id));
  if (ids.size !== cards.length) broken.push("a card appears twice");
  const kinds = new Map<string, number>();
  for (const card of cards) kinds.set(card.kind, (kinds.get(card.kind) ?? 0) + 1);
  for (const [kind, count] of kinds) if (count !== 2) broken.push(`${count} cards of kind ${kind}, not 2`);
  const matched = new Map<string, number>();
  for (const card of cards) {
    if (card.matched && !card.flipped) broken.push(`matched card ${card.id} is face down`);
    if (card.matched) matched.set(card.kind, (matched.get(card.kind) ?? 0) + 1);
  }
  for (const [kind, count] of matched) if (count !== 2) broken.push(`only ${count} matched card of kind ${kind}`);
  const pairs = [...matched.values()].filter((count) => count === 2).length;
  if (pairs !== state.pairsFound) broken.push(`pairsFound says ${state.pairsFound}, the board shows ${pairs} pairs`);
  if (state.open.length > 2) broken.push(`${state.open.length} cards open at once`);
  for (const index of state.open) {
    const card = cards[index];
    if (!card || !card.flipped || card.matched) broken.push(`open card at ${index} is not a face-up unmatched card`);
  }
  const faceUpUnmatched = cards.filter((card) => card.flipped && !card.matched).length;
  if (faceUpUnmatched !== state.open.length)
    broken.push(`${faceUpUnmatched} unmatched cards face up, ${state.open.length} open`);
  if (state.moves < state.pairsFound) broken.push("fewer moves than pairs found");
  if ((state.phase === "won") !== (state.pairsFound === state.pairs))
    broken.push(`phase ${state.phase} with ${state.pairsFound} pairs`);
  return broken;
}
