/**
 * A seeded stream of numbers in [0, 1) for cosmetic scatter (where a spark flies). Unlike the
 * rules' random source it keeps its own state: nothing a player does depends on it, and a test
 * gives it a seed to see the same burst twice.
 */
export type RandomStream = () => number;

/** mulberry32 over a closure. */
export function createRandom(seed: number): RandomStream {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A value between `min` and `max` from the stream. */
export const between = (random: RandomStream, min: number, max: number): number => min + (max - min) * random();
