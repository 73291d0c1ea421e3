import { nextRandom } from "../kit/random";

/**
 * A seeded stream of numbers in [0, 1) for cosmetic scatter (where a spark flies): the kit's
 * generator (engine/kit/random) with its seed kept inside, since nothing a player does depends
 * on it. A test gives it a seed to see the same burst twice.
 */
export type RandomStream = () => number;

export function createRandom(seed: number): RandomStream {
  let state = seed >>> 0;
  return () => {
    const [value, next] = nextRandom(state);
    state = next;
    return value;
  };
}

/** A value between `min` and `max` from the stream. */
export const between = (random: RandomStream, min: number, max: number): number => min + (max - min) * random();
