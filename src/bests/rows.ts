import { formatBest, type BestSpec, type GameMode } from "@station/engine";
import { bestKeyAt, GAME_SPEEDS, type GameSpeed } from "./speed";

/** One kept figure of a game: its key (`snake`, `color-match:hard`) and its variant's label, if any. */
export interface BestRow {
  readonly key: string;
  readonly variant?: string;
  /** Below full speed: the best is kept apart (speed.ts). */
  readonly speed: GameSpeed;
  /** In a calm mode: the best is kept apart too. */
  readonly mode?: GameMode;
}

/**
 * The figures a game keeps at one speed in one kind of play (the spec's, or a calm mode): one, or
 * one per variant (Color Match's difficulties).
 */
export function bestRows(gameId: string, spec: BestSpec, speed: GameSpeed = 1, mode?: GameMode): readonly BestRow[] {
  const kind = mode ? { speed, mode } : { speed };
  return spec.variants
    ? spec.variants.map((v) => ({ key: bestKeyAt(gameId, v.id, speed, mode?.id), variant: v.label, ...kind }))
    : [{ key: bestKeyAt(gameId, undefined, speed, mode?.id), ...kind }];
}

/**
 * Every figure a game may keep: the spec's play at full speed, then at each slower speed when it
 * offers them, then the same for each calm mode.
 */
export function allBestRows(
  gameId: string,
  spec: BestSpec,
  adjustableSpeed = false,
  modes: readonly GameMode[] = [],
): readonly BestRow[] {
  const speeds = adjustableSpeed ? GAME_SPEEDS : GAME_SPEEDS.slice(0, 1);
  return [undefined, ...modes].flatMap((mode) => speeds.flatMap((speed) => bestRows(gameId, spec, speed, mode)));
}

/** A row that keeps a figure, and the figure. */
export interface KeptRow {
  readonly row: BestRow;
  readonly value: number;
}

/** The rows that keep a figure (`values` in the rows' order): a line of bests names only those. */
export function keptRows(rows: readonly BestRow[], values: readonly (number | null | undefined)[]): KeptRow[] {
  return rows.flatMap((row, i) => {
    const value = values[i];
    return value === null || value === undefined ? [] : [{ row, value }];
  });
}

/** "Hard 7 points", or "7 points" for a game without variants. */
export const keptFigure = (spec: BestSpec, { row, value }: KeptRow): string =>
  `${row.variant ? `${row.variant} ` : ""}${formatBest(spec.unit, value)}`;

/** What a line of bests says while it keeps none: a game with variants has none at any of them. */
export const noneYet = (spec: BestSpec): string => (spec.variants ? "none yet at any level" : "none yet");
