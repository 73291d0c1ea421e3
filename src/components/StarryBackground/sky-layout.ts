/**
 * Star and cloud placement. Deterministic, so the pre-rendered HTML and the hydrated page
 * agree and every visit sees the same sky.
 */
export const STAR_COUNT = 100;
export const SMALL_SCREEN_STAR_COUNT = 50;
export const CLOUD_COUNT = 5;

export interface Star {
  x: number;
  y: number;
  size: number;
  delay: number;
  duration: number;
}

export interface Cloud {
  y: number;
  scale: number;
  duration: number;
  delay: number;
  opacity: number;
}

/** mulberry32: a tiny seeded generator, plenty for decoration. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (n: number, digits = 2) => Number(n.toFixed(digits));

export function makeStars(count = STAR_COUNT, seed = 20250601): Star[] {
  const random = seeded(seed);
  return Array.from({ length: count }, () => ({
    x: round(random() * 100),
    y: round(random() * 100),
    size: round(1 + random() * 2.5, 1),
    delay: round(-random() * 6, 1),
    duration: round(2.5 + random() * 4, 1),
  }));
}

export function makeClouds(count = CLOUD_COUNT, seed = 7): Cloud[] {
  const random = seeded(seed);
  return Array.from({ length: count }, (_, i) => {
    const duration = round(70 + random() * 60, 0);
    return {
      y: round(6 + (i * 88) / count + random() * 6),
      scale: round(0.6 + random() * 0.8),
      duration,
      // Negative delays start each cloud part-way across, so the sky is never empty.
      delay: round(-random() * duration, 0),
      // Faint enough to stay behind the words, strong enough for the soft puffs to read as clouds.
      opacity: round(0.14 + random() * 0.1, 3),
    };
  });
}
