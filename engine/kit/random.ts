/**
 * A tiny seeded random source (mulberry32) for game rules. The state is a uint32 passed in and
 * returned, never hidden, so a rule function stays pure and a test replays a game from a seed.
 */
export type Seed = number;

/** One draw: a value in [0, 1) and the seed for the next draw. */
export function nextRandom(seed: Seed): readonly [value: number, next: Seed] {
  const next = (seed + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const value = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return [value, next] as const;
}

/** A whole number from minInclusive to maxInclusive (both included), and the next seed. */
export function randomInt(seed: Seed, minInclusive: number, maxInclusive: number): readonly [number, Seed] {
  const low = Math.ceil(Math.min(minInclusive, maxInclusive));
  const high = Math.floor(Math.max(minInclusive, maxInclusive));
  const [value, next] = nextRandom(seed);
  return [low + Math.floor(value * (high - low + 1)), next] as const;
}

/** A seed for a new game, from the platform's cryptographic source (outside the rules). */
export function freshSeed(): Seed {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return buffer[0] ?? 0;
}
