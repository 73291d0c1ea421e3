import { bestKey, type BestSpec } from "../../engine";

/** One kept figure of a game: its key (`snake`, `color-match:hard`) and its variant's label, if any. */
export interface BestRow {
  readonly key: string;
  readonly variant?: string;
}

/** The figures a game keeps: one, or one per variant (Color Match's difficulties). */
export function bestRows(gameId: string, spec: BestSpec): readonly BestRow[] {
  return spec.variants
    ? spec.variants.map((v) => ({ key: bestKey(gameId, v.id), variant: v.label }))
    : [{ key: gameId }];
}
