import type { BestMap } from "./merge";
import { useBestsStore } from "./store";

/** The kept bests (the browser's, merged with a signed-in member's account), live. */
export function useBests(): BestMap {
  return useBestsStore((s) => s.bests);
}
