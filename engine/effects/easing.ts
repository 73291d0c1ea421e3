/**
 * Easing curves: each maps progress t in [0, 1] to an eased progress, 0 at 0 and 1 at 1 (a "back"
 * curve overshoots 1 on the way). Input outside [0, 1] is clamped, so a late frame never
 * overshoots the end.
 */
export type Easing = (t: number) => number;

export const clamp01 = (t: number): number => (t <= 0 ? 0 : t >= 1 ? 1 : t);

export const linear: Easing = (t) => clamp01(t);

export const easeInQuad: Easing = (t) => clamp01(t) ** 2;
export const easeOutQuad: Easing = (t) => 1 - (1 - clamp01(t)) ** 2;

export const easeInCubic: Easing = (t) => clamp01(t) ** 3;
export const easeOutCubic: Easing = (t) => 1 - (1 - clamp01(t)) ** 3;
export const easeInOutCubic: Easing = (t) => {
  const x = clamp01(t);
  return x < 0.5 ? 4 * x ** 3 : 1 - (-2 * x + 2) ** 3 / 2;
};

export const easeInSine: Easing = (t) => 1 - Math.cos((clamp01(t) * Math.PI) / 2);
export const easeOutSine: Easing = (t) => Math.sin((clamp01(t) * Math.PI) / 2);
export const easeInOutSine: Easing = (t) => (1 - Math.cos(Math.PI * clamp01(t))) / 2;

/** Overshoots a little past 1 and settles: a pop. */
export const easeOutBack: Easing = (t) => {
  const x = clamp01(t);
  const c1 = 1.70158;
  const c3 = c1 + 1;
  return 1 + c3 * (x - 1) ** 3 + c1 * (x - 1) ** 2;
};

/** Up and back down: 0 at both ends, 1 in the middle (a glow that swells and fades). */
export const pulse: Easing = (t) => Math.sin(Math.PI * clamp01(t));

export const lerp = (from: number, to: number, t: number): number => from + (to - from) * t;
