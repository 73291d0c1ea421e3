/**
 * The room a game's HUD takes above the board, declared by the game (its `entry.ts`, measured
 * with `npm run hud-heights`) so the page holds it from its first paint: the HUD arrives with the
 * game's code, after the board is on screen, and would otherwise push the board down (a layout
 * shift a player sees, and CLS).
 * Each step is [from this viewport width in CSS px, the HUD's height in px]; widths ascend.
 */
export type HudHeight = readonly (readonly [fromWidth: number, height: number])[];

/** The declared height at a viewport width (0 when nothing is declared). */
export function hudHeightAt(steps: HudHeight | undefined, width: number): number {
  let height = 0;
  for (const [from, h] of steps ?? []) if (width >= from) height = h;
  return height;
}

/**
 * The steps as CSS: `property` (a min-height by default, or the `--hud-reserve` custom property
 * the board's size counts with) set for each width range.
 */
export function hudReserveCss(steps: HudHeight | undefined, property = "min-height"): string {
  return (steps ?? [])
    .map(([from, h]) =>
      from === 0 ? `${property}: ${h}px;` : `@media (min-width: ${from}px) { ${property}: ${h}px; }`,
    )
    .join("\n");
}
