/**
 * Smaller boards, the calm modes: 4 or 6 pairs in the same four columns, for an easier, shorter
 * game. The spec's 8-pair board is no mode and keeps every rule of rules.ts. Light: the registry
 * entry lists it.
 */
export const modes = [
  { id: "pairs-4", label: "4 pairs" },
  { id: "pairs-6", label: "6 pairs" },
] as const;

/** How many pairs a mode deals; the spec's 8 without one. */
export function pairsFor(mode: string | undefined): number {
  return mode === "pairs-4" ? 4 : mode === "pairs-6" ? 6 : 8;
}
