/** The site's night-sky pastels, shared by every game's effects so a win looks the same everywhere. */
export const EFFECT_COLORS = {
  night: 0x1b1545,
  deepNight: 0x120d30,
  gold: 0xffe59e,
  pink: 0xffb3d9,
  mint: 0xa8f0d4,
  sky: 0x9fd3ff,
  lilac: 0xc9b6ff,
  cream: 0xfff6cf,
} as const;

/** Confetti and stars. */
export const CELEBRATE_COLORS: readonly number[] = [
  EFFECT_COLORS.gold,
  EFFECT_COLORS.pink,
  EFFECT_COLORS.mint,
  EFFECT_COLORS.sky,
  EFFECT_COLORS.lilac,
];
