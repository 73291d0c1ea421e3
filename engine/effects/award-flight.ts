import { easeInOutSine, easeOutBack, easeOutCubic } from "./easing";

/**
 * Where an award (a sticker earned on the board) is at a moment of its short life: it pops up
 * above the board's middle, waits a beat, flies in an arc into the badge in the board's top-right
 * corner, rests there with its name, and fades. Under reduced motion it only fades in and out in
 * the badge. Pure: a test reads each moment.
 */
export interface AwardFrame {
  /** The picture's centre, in the board's logical units. */
  readonly x: number;
  readonly y: number;
  /** The picture's size, in logical units. */
  readonly size: number;
  readonly alpha: number;
  /** The corner badge behind the picture (its ring and the name under it): 0 hidden, 1 shown. */
  readonly badge: number;
}

/** How long each part lasts, in milliseconds. */
export const AWARD_MS = { pop: 380, hold: 650, fly: 700, rest: 2800, leave: 450 } as const;
/** Reduced motion: a fade in, a rest, a fade out, all in the badge. */
export const CALM_AWARD_MS = { appear: 400, rest: 3600, leave: 500 } as const;

export const awardLength = (calm: boolean): number =>
  calm
    ? CALM_AWARD_MS.appear + CALM_AWARD_MS.rest + CALM_AWARD_MS.leave
    : AWARD_MS.pop + AWARD_MS.hold + AWARD_MS.fly + AWARD_MS.rest + AWARD_MS.leave;

/** The corner badge's centre and the picture's size there, for a board of `size`. */
export function awardBadge(size: { readonly width: number; readonly height: number }) {
  const short = Math.min(size.width, size.height);
  const picture = Math.max(28, Math.round(short * 0.13));
  const margin = Math.max(8, Math.round(short * 0.03));
  return { x: size.width - margin - picture / 2 - 4, y: margin + picture / 2 + 4, picture };
}

/** The award at `elapsed` ms, or null once it has gone. */
export function awardFrame(
  elapsed: number,
  size: { readonly width: number; readonly height: number },
  calm: boolean,
): AwardFrame | null {
  const badge = awardBadge(size);
  const rest = { x: badge.x, y: badge.y, size: badge.picture };
  if (calm) {
    const { appear, rest: still, leave } = CALM_AWARD_MS;
    if (elapsed < 0 || elapsed >= appear + still + leave) return null;
    const alpha =
      elapsed < appear
        ? easeInOutSine(elapsed / appear)
        : elapsed < appear + still
          ? 1
          : 1 - easeInOutSine((elapsed - appear - still) / leave);
    return { ...rest, alpha, badge: alpha };
  }
  const { pop, hold, fly, rest: still, leave } = AWARD_MS;
  if (elapsed < 0 || elapsed >= awardLength(false)) return null;
  const start = { x: size.width / 2, y: size.height * 0.3, size: Math.min(size.width, size.height) * 0.3 };
  if (elapsed < pop) {
    const t = elapsed / pop;
    return { ...start, size: start.size * easeOutBack(t), alpha: easeOutCubic(t), badge: 0 };
  }
  if (elapsed < pop + hold) return { ...start, alpha: 1, badge: 0 };
  if (elapsed < pop + hold + fly) {
    const t = easeInOutSine((elapsed - pop - hold) / fly);
    // An arc: the straight line between the two, lifted in its middle.
    const lift = Math.sin(Math.PI * t) * Math.min(size.width, size.height) * 0.12;
    return {
      x: start.x + (rest.x - start.x) * t,
      y: start.y + (rest.y - start.y) * t - lift,
      size: start.size + (rest.size - start.size) * t,
      alpha: 1,
      badge: t,
    };
  }
  const resting = elapsed - pop - hold - fly;
  if (resting < still) return { ...rest, alpha: 1, badge: 1 };
  const gone = easeInOutSine((resting - still) / leave);
  return { ...rest, alpha: 1 - gone, badge: 1 - gone };
}
