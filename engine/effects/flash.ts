import { easeInOutSine, easeOutCubic } from "./easing";

/** How a wash of colour over the board comes and goes. */
export interface FlashOptions {
  /** Opacity at its strongest. */
  readonly peak?: number;
  /** Rising from nothing to the peak; 0 for a flash that starts at its peak. */
  readonly attackMs?: number;
  /** Staying at the peak. */
  readonly holdMs?: number;
  /** Fading from the peak back to nothing. */
  readonly decayMs?: number;
}

/** A sharp flash: at once, then gone in a quarter second. */
export const FLASH: Required<FlashOptions> = { peak: 0.45, attackMs: 0, holdMs: 0, decayMs: 260 };
/** The flash for reduced motion: fainter, rising and falling gently instead of blinking. */
export const SOFT_FLASH: Required<FlashOptions> = { peak: 0.22, attackMs: 160, holdMs: 60, decayMs: 420 };

/** A colour over the whole board whose opacity rises, holds and decays with time. */
export interface Flash {
  start(color: number, options?: FlashOptions): void;
  /** True while it shows (including the frame it goes back to nothing). */
  update(dtMs: number): boolean;
  readonly color: number;
  /** Opacity for this frame. */
  readonly alpha: number;
  active(): boolean;
  stop(): void;
}

export function createFlash(): Flash {
  let color = 0xffffff;
  let alpha = 0;
  let age = 0;
  let shape: Required<FlashOptions> | null = null;
  const alphaAt = (s: Required<FlashOptions>, t: number): number => {
    if (t < s.attackMs) return s.peak * easeInOutSine(t / s.attackMs);
    const fading = t - s.attackMs - s.holdMs;
    if (fading <= 0) return s.peak;
    // A flash with no rise decays fast then lingers; a soft one fades as gently as it came.
    const decay = s.attackMs > 0 ? easeInOutSine : easeOutCubic;
    return s.peak * (1 - decay(fading / s.decayMs));
  };
  const total = (s: Required<FlashOptions>) => s.attackMs + s.holdMs + s.decayMs;
  return {
    get color() {
      return color;
    },
    get alpha() {
      return alpha;
    },
    start(next, options = {}) {
      color = next;
      shape = { ...FLASH, ...options };
      age = 0;
      alpha = alphaAt(shape, 0);
    },
    update(dtMs) {
      if (!shape) return false;
      age += Math.max(0, dtMs);
      if (age >= total(shape)) {
        shape = null;
        alpha = 0;
        return true;
      }
      alpha = alphaAt(shape, age);
      return true;
    },
    active: () => shape !== null,
    stop() {
      shape = null;
      alpha = 0;
    },
  };
}
