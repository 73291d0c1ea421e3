/**
 * Where the Coloring Contest's winning picture will be featured (spec.md: "the winner is featured
 * on the home page"). No winner has been chosen yet, so it shows nothing.
 */
export function ContestWinnerSlot() {
  return null;
}
