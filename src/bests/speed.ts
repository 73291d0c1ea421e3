/**
 * Bests made below full speed are kept apart from the full-speed best, never mixed with it: each
 * has its own key, the full-speed key with the speed after the variant, so it fits the account's
 * key rule (`snake`, `snake:speed-80`, `color-match:hard`, `color-match:hard-speed-60`).
 */
import { bestKey, GAME_SPEEDS, type GameSpeed } from "@station/engine";

export { GAME_SPEEDS, type GameSpeed };

/** 80 for 0.8. */
export function speedPercent(speed: GameSpeed): number {
  return Math.round(speed * 100);
}

/** "80 % speed". */
export function speedLabel(speed: GameSpeed): string {
  return `${speedPercent(speed)} % speed`;
}

/**
 * The key a best is kept under: the variant's key at full speed in the spec's play; a calm mode
 * and a slower speed each add their part after the variant, so every kind of play keeps its own
 * (`snake:zen`, `snake:zen-speed-80`, `color-match:hard-practice-speed-60`, `memory:pairs-6`).
 */
export function bestKeyAt(gameId: string, variant: string | undefined, speed: GameSpeed = 1, mode?: string): string {
  const parts = [variant, mode, speed === 1 ? undefined : `speed-${speedPercent(speed)}`].filter(
    (part): part is string => part !== undefined,
  );
  return parts.length === 0 ? bestKey(gameId) : `${gameId}:${parts.join("-")}`;
}

/** " in Zen", " at 80 % speed", " in Zen at 80 % speed": which kind of play a best is from. */
export function playLabel(speed: GameSpeed = 1, modeLabel?: string): string {
  return `${modeLabel ? ` in ${modeLabel}` : ""}${speed === 1 ? "" : ` at ${speedLabel(speed)}`}`;
}

/** Reads a speed back (a stored setting, a key's suffix); anything else is full speed. */
export function parseSpeed(value: unknown): GameSpeed {
  const n = typeof value === "string" ? Number(value) / (value.includes(".") ? 1 : 100) : value;
  return GAME_SPEEDS.find((s) => s === n) ?? 1;
}

/** The speed a key was kept at (1 for a full-speed key). */
export function speedOfKey(key: string): GameSpeed {
  const match = /(?:^|[:-])speed-(\d+)$/.exec(key);
  return match ? parseSpeed(match[1]) : 1;
}
