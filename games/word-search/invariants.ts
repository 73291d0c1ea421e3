import type { WordSearchState } from "./rules";

/** Rules a Word Search state must always keep; returns the ones it breaks (none for a sound state). */
export function brokenRules(state: WordSearchState): string[] {
  const broken: string[] = [];
  const cells = state.size * state.size;
  const onGrid = (index: number) => Number.isInteger(index) && index >= 0 && index < cells;
  if (state.grid.length !== cells) broken.push(`${state.grid.length} letters for a ${state.size} x ${state.size} grid`);
  if (!state.grid.every((letter) => /^[A-Z]$/.test(letter)))
    broken.push("a cell holds something other than a capital letter");
  for (const { word, cells: at } of state.placed) {
    if (at.map((i) => state.grid[i]).join("") !== word) broken.push(`${word} is not spelled where it was placed`);
  }
  const placed = new Map(state.placed.map((p) => [p.word, p]));
  const seen = new Set<string>();
  for (const { word, from, to } of state.found) {
    const where = placed.get(word);
    if (!where) broken.push(`found ${word}, which is not in the grid`);
    if (seen.has(word)) broken.push(`${word} found twice`);
    seen.add(word);
    const ends = where ? [where.cells[0], where.cells[where.cells.length - 1]] : [];
    if (where && !(ends.includes(from) && ends.includes(to)))
      broken.push(`${word} found between cells that are not its ends`);
  }
  const allFound = state.placed.length > 0 && state.found.length === state.placed.length;
  if ((state.phase === "won") !== allFound)
    broken.push(`phase ${state.phase} with ${state.found.length} of ${state.placed.length} words`);
  if (!onGrid(state.cursor)) broken.push(`cursor at ${state.cursor}, off the grid`);
  if (state.selection && !(onGrid(state.selection.from) && onGrid(state.selection.to)))
    broken.push("the selection leaves the grid");
  return broken;
}
