/**
 * Whether effects run in reduced motion: a fixed answer (tests, a game's own setting) or a
 * question asked at the moment an effect starts (the player's system setting, read live).
 */
export type MotionSetting = boolean | (() => boolean);

export const readMotionSetting = (setting: MotionSetting | undefined): boolean =>
  typeof setting === "function" ? setting() : (setting ?? false);
