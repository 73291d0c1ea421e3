import { createFlash, FLASH, SOFT_FLASH, type Flash, type FlashOptions } from "./flash";
import { createFloatingTexts, type FloatingTexts, type FloatTextOptions } from "./float-text";
import { readMotionSetting, type MotionSetting } from "./motion-setting";
import { CELEBRATE_COLORS, EFFECT_COLORS } from "./palette";
import { between } from "./random";
import { createParticles, pick, type BurstOptions, type ParticleSystem } from "./particles";
import { createShake, type Shake } from "./shake";

export interface EffectsCoreOptions {
  /** The board's logical size: showers cover it and sizes scale with it. */
  readonly size: { readonly width: number; readonly height: number };
  /** Read as each effect starts; false when left out. */
  readonly reducedMotion?: MotionSetting;
  readonly seed?: number;
  /** Most particles alive at once (bursts and showers share them). */
  readonly maxParticles?: number;
  /** Most floating texts at once. */
  readonly maxTexts?: number;
  readonly celebrateColors?: readonly number[];
  /** The veil `soften` lays over the board. */
  readonly softenColor?: number;
}

/** A burst as a game asks for it: where, what colour, how many (sizes follow the board). */
export type BurstRequest = Pick<BurstOptions, "color" | "count" | "shape">;

/** The veil `soften` lays over a lost round: it comes slowly, stays a moment and goes. */
export const SOFTEN: Required<FlashOptions> = { peak: 0.32, attackMs: 380, holdMs: 500, decayMs: 900 };

/**
 * Every effect's state without drawing it: what a view's effects layer shows each frame. Pure and
 * driven by `update(dtMs)`, so tests step it. In reduced motion nothing flies or shakes: bursts
 * and shakes do nothing, a flash is a soft fade, a floating text fades in place and the
 * celebration is stars fading in and out where they stand.
 */
export interface EffectsCore {
  readonly particles: ParticleSystem;
  readonly texts: FloatingTexts;
  readonly shaking: Shake;
  readonly flashing: Flash;
  readonly veil: Flash;
  reducedMotion(): boolean;
  /** Sparks flying out from (x, y); nothing in reduced motion. */
  burst(x: number, y: number, options: BurstRequest): void;
  /** A short text ("+10") that rises and fades; in reduced motion it fades in place. */
  floatText(x: number, y: number, text: string, options?: Pick<FloatTextOptions, "color">): void;
  /** The whole board washed with `color` for a moment; a soft fade in reduced motion. */
  flash(color: number): void;
  /** The board jolts by about `intensity` units (on a 300-unit board) and settles; nothing in reduced motion. */
  shake(intensity: number): void;
  /** Confetti over the board; calm stars fading in and out in reduced motion. */
  celebrate(): void;
  /** A slow, gentle dusk over the board for a lost round. */
  soften(): void;
  /** Advances every effect; true when anything showed this frame (render it). */
  update(dtMs: number): boolean;
  /** Whether anything still shows or moves: keep calling `update` every frame while it does. */
  active(): boolean;
  clear(): void;
}

export function createEffectsCore(options: EffectsCoreOptions): EffectsCore {
  const { width, height } = options.size;
  // Effects were tuned on a 300-unit board; a smaller or larger board scales them alike.
  const unit = Math.min(width, height) / 300;
  const particles = createParticles({ capacity: options.maxParticles ?? 160, seed: options.seed ?? 1 });
  const random = particles.random;
  const texts = createFloatingTexts({ capacity: options.maxTexts ?? 8, rise: 30 * unit });
  const shaking = createShake();
  const flashing = createFlash();
  const veil = createFlash();
  const reduced = () => readMotionSetting(options.reducedMotion);
  const celebrateColors = options.celebrateColors ?? CELEBRATE_COLORS;

  const confetti = () => {
    const count = Math.round(50 + 30 * Math.min(2, width / 300));
    for (let i = 0; i < count; i++) {
      particles.spawn({
        x: random() * width,
        y: -between(random, 4, 40) * unit,
        vx: between(random, -40, 40) * unit,
        vy: between(random, 40, 110) * unit,
        gravity: 110 * unit,
        drag: 0.5,
        rotation: random() * Math.PI * 2,
        spin: between(random, -7, 7),
        size: between(random, 3, 5.5) * unit,
        color: pick(random, celebrateColors),
        shape: i % 5 === 0 ? "star" : "confetti",
        // Staggered, so it rains for a moment rather than dropping as one sheet.
        age: -between(random, 0, 700),
        lifetimeMs: 1600 + 5 * height,
      });
    }
  };

  const calmStars = () => {
    const count = 14 + Math.round(6 * Math.min(2, width / 300));
    for (let i = 0; i < count; i++) {
      particles.spawn({
        x: between(random, 0.06, 0.94) * width,
        y: between(random, 0.06, 0.94) * height,
        size: between(random, 3.5, 6) * unit,
        color: pick(random, celebrateColors),
        shape: "star",
        fade: "inOut",
        age: -between(random, 0, 900),
        lifetimeMs: between(random, 1300, 1800),
      });
    }
  };

  return {
    particles,
    texts,
    shaking,
    flashing,
    veil,
    reducedMotion: reduced,
    burst(x, y, burst) {
      if (reduced()) return;
      particles.burst(x, y, {
        ...burst,
        speed: [60 * unit, 170 * unit],
        size: [1.6 * unit, 3.6 * unit],
        gravity: 240 * unit,
      });
    },
    floatText(x, y, text, float = {}) {
      texts.add(x, y, text, { ...float, calm: reduced() });
    },
    flash(color) {
      flashing.start(color, reduced() ? SOFT_FLASH : FLASH);
    },
    shake(intensity) {
      if (reduced()) return;
      shaking.start(intensity * unit);
    },
    celebrate() {
      if (reduced()) calmStars();
      else confetti();
    },
    soften() {
      veil.start(options.softenColor ?? EFFECT_COLORS.deepNight, SOFTEN);
    },
    update(dtMs) {
      // Every part advances, whatever the others report.
      let moved = particles.update(dtMs);
      moved = texts.update(dtMs) || moved;
      moved = shaking.update(dtMs) || moved;
      moved = flashing.update(dtMs) || moved;
      return veil.update(dtMs) || moved;
    },
    active: () =>
      particles.live.length > 0 || texts.live.length > 0 || shaking.active() || flashing.active() || veil.active(),
    clear() {
      particles.clear();
      texts.clear();
      shaking.stop();
      flashing.stop();
      veil.stop();
    },
  };
}
