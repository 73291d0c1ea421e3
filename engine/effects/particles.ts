import { easeInQuad, pulse } from "./easing";
import { between, createRandom, type RandomStream } from "./random";

/** How a particle is drawn: a round spark, a five-point star, or a confetti strip. */
export type ParticleShape = "dot" | "star" | "confetti";

/**
 * One particle, in the parent's logical units. The pool owns these objects and reuses them:
 * read them during a frame, never keep one.
 */
export interface Particle {
  x: number;
  y: number;
  /** Units per second. */
  vx: number;
  vy: number;
  /** Units per second squared, downwards. */
  gravity: number;
  /** Share of velocity kept after one second (1 keeps it all): air slowing a spark. */
  drag: number;
  /** Radians, and radians per second. */
  rotation: number;
  spin: number;
  /** Radius (dot, star) or strip length (confetti), in units. */
  size: number;
  color: number;
  shape: ParticleShape;
  /** Ms lived; negative while it waits to appear (a staggered shower). */
  age: number;
  lifetimeMs: number;
  /** "out": full, then fades over the last part of its life; "inOut": swells and fades (a calm star). */
  fade: "out" | "inOut";
  /** Opacity for this frame, from `age` and `fade`. */
  alpha: number;
}

/** What one spawned particle starts with; what is left out takes the defaults below. */
export type ParticleSpec = Partial<Omit<Particle, "alpha">> & { x: number; y: number };

export interface BurstOptions {
  color: number | readonly number[];
  count?: number;
  /** Starting speed range, units per second. */
  speed?: readonly [min: number, max: number];
  /** Radius range, units. */
  size?: readonly [min: number, max: number];
  lifetimeMs?: readonly [min: number, max: number];
  gravity?: number;
  shape?: ParticleShape;
}

export interface ParticleSystem {
  /** The live particles, valid until the next `spawn`, `burst`, `update` or `clear`. */
  readonly live: readonly Particle[];
  readonly capacity: number;
  /** Adds one particle; with the pool full, the oldest live particle gives its place. */
  spawn(spec: ParticleSpec): Particle;
  /** Sparks flying out from (x, y) in every direction. */
  burst(x: number, y: number, options: BurstOptions): void;
  /** Moves and ages every particle by `dtMs`; drops the expired. True while any is live. */
  update(dtMs: number): boolean;
  clear(): void;
  /** The stream that scatters bursts (a caller scattering its own showers uses the same one). */
  readonly random: RandomStream;
}

const DEFAULTS: Readonly<Particle> = {
  x: 0,
  y: 0,
  vx: 0,
  vy: 0,
  gravity: 0,
  drag: 1,
  rotation: 0,
  spin: 0,
  size: 2,
  color: 0xffffff,
  shape: "dot",
  age: 0,
  lifetimeMs: 600,
  fade: "out",
  alpha: 1,
};

/** Where an "out" particle starts to fade, as a share of its life. */
const FADE_FROM = 0.55;

function alphaOf(p: Particle): number {
  if (p.age < 0) return 0;
  const t = Math.min(1, p.age / p.lifetimeMs);
  if (p.fade === "inOut") return pulse(t);
  return t < FADE_FROM ? 1 : 1 - easeInQuad((t - FADE_FROM) / (1 - FADE_FROM));
}

export const pick = (random: RandomStream, color: number | readonly number[]): number =>
  typeof color === "number" ? color : (color[Math.floor(random() * color.length)] ?? 0xffffff);

/**
 * A fixed pool of particles: every particle is made up front and reused, so a shower of bursts
 * never grows the heap past `capacity`.
 */
export function createParticles(
  options: { capacity?: number; seed?: number; random?: RandomStream } = {},
): ParticleSystem {
  const capacity = Math.max(1, Math.floor(options.capacity ?? 160));
  const random = options.random ?? createRandom(options.seed ?? 1);
  const pool: Particle[] = Array.from({ length: capacity }, () => ({ ...DEFAULTS }));
  // pool[0 .. count) are live; the rest wait to be reused.
  let count = 0;
  const live: Particle[] = [];
  const publish = () => {
    live.length = 0;
    for (let i = 0; i < count; i++) live.push(pool[i]!);
  };

  const take = (): Particle => {
    if (count < capacity) return pool[count++]!;
    let oldest = 0;
    let oldestShare = -Infinity;
    for (let i = 0; i < count; i++) {
      const p = pool[i]!;
      const share = p.age / p.lifetimeMs;
      if (share > oldestShare) {
        oldestShare = share;
        oldest = i;
      }
    }
    return pool[oldest]!;
  };

  // Fills a pooled particle in place: no object is made per particle.
  const place = (spec: ParticleSpec): Particle => {
    const p = Object.assign(take(), DEFAULTS, spec);
    p.lifetimeMs = Math.max(1, p.lifetimeMs);
    p.alpha = alphaOf(p);
    return p;
  };

  return {
    live,
    capacity,
    random,
    spawn(spec) {
      const p = place(spec);
      publish();
      return p;
    },
    burst(x, y, burst) {
      const count = Math.max(0, Math.floor(burst.count ?? 16));
      const [speedMin, speedMax] = burst.speed ?? [60, 160];
      const [sizeMin, sizeMax] = burst.size ?? [1.5, 3.5];
      const [lifeMin, lifeMax] = burst.lifetimeMs ?? [450, 800];
      for (let i = 0; i < count; i++) {
        // Evenly round the circle, each nudged, so a small burst never leaves a side bare.
        const angle = ((i + random() * 0.8) / count) * Math.PI * 2;
        const speed = between(random, speedMin, speedMax);
        place({
          x,
          y,
          vx: Math.cos(angle) * speed,
          vy: Math.sin(angle) * speed,
          gravity: burst.gravity ?? 220,
          drag: 0.15,
          size: between(random, sizeMin, sizeMax),
          color: pick(random, burst.color),
          shape: burst.shape ?? "dot",
          rotation: random() * Math.PI * 2,
          spin: between(random, -6, 6),
          lifetimeMs: between(random, lifeMin, lifeMax),
        });
      }
      publish();
    },
    update(dtMs) {
      const dt = Math.max(0, dtMs);
      const seconds = dt / 1000;
      let i = 0;
      while (i < count) {
        const p = pool[i]!;
        const wasWaiting = p.age < 0;
        p.age += dt;
        if (p.age >= p.lifetimeMs) {
          // Swap the expired one out of the live run; the swapped-in one is looked at next.
          pool[i] = pool[count - 1]!;
          pool[count - 1] = p;
          count--;
          continue;
        }
        if (!wasWaiting) {
          const keep = p.drag === 1 ? 1 : Math.pow(p.drag, seconds);
          p.vx *= keep;
          p.vy = p.vy * keep + p.gravity * seconds;
          p.x += p.vx * seconds;
          p.y += p.vy * seconds;
          p.rotation += p.spin * seconds;
        }
        p.alpha = alphaOf(p);
        i++;
      }
      publish();
      return count > 0;
    },
    clear() {
      count = 0;
      publish();
    },
  };
}
