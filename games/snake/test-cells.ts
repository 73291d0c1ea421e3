import type { Cell } from "./rules";

/**
 * A snake's body for a test, head first, written as the path it lies along:
 * `cells([5, 5], [5, 6], [6, 6])` is a head at (5, 5) with the body turning right below it.
 */
export function cells(...path: readonly (readonly [x: number, y: number])[]): Cell[] {
  return path.map(([x, y]) => ({ x, y }));
}
