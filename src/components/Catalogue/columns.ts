/** The screen widths where a picture grid may change its column count, narrowest first. */
export const GRID_STEPS = [
  { minWidth: 0, preferred: 2 },
  { minWidth: 640, preferred: 3 },
  { minWidth: 1024, preferred: 4 },
  { minWidth: 1280, preferred: Infinity },
] as const;

/** A last row holding one card reads as a leftover; so does a grid wider than it has cards. */
const leavesOrphan = (count: number, columns: number) => count > columns && count % columns === 1;

/**
 * Columns for `count` cards: the preferred number (capped at `max`), or the nearest count that
 * does not leave one card alone on the last row, looking at fewer columns first. Never below 2:
 * a single column of pictures wastes a phone's width.
 */
export function columnsFor(count: number, preferred: number, max: number): number {
  const wanted = Math.max(2, Math.min(preferred, max));
  const candidates = [wanted];
  for (let d = 1; d <= max; d++) candidates.push(wanted - d, wanted + d);
  return candidates.find((c) => c >= 2 && c <= max && !leavesOrphan(count, c)) ?? wanted;
}

/** The column count at each of GRID_STEPS for a grid of `count` cards. */
export function gridColumns(count: number, max: number): { minWidth: number; columns: number }[] {
  return GRID_STEPS.map(({ minWidth, preferred }) => ({ minWidth, columns: columnsFor(count, preferred, max) }));
}
