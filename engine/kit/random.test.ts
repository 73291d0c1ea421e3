import { describe, expect, it } from "vitest";
import { freshSeed, nextRandom, randomInt } from "./random";

describe("nextRandom", () => {
  it("gives the same sequence for the same seed and a different one for another seed", () => {
    const draw = (seed: number, count: number) => {
      const values: number[] = [];
      for (let i = 0; i < count; i++) {
        const [value, next] = nextRandom(seed);
        values.push(value);
        seed = next;
      }
      return values;
    };
    expect(draw(42, 5)).toEqual(draw(42, 5));
    expect(draw(42, 5)).not.toEqual(draw(43, 5));
  });

  it("stays in [0, 1), keeps a uint32 state and spreads values evenly", () => {
    let seed = 0xffffffff;
    const buckets = Array.from({ length: 10 }, () => 0);
    let outOfRange = 0;
    for (let i = 0; i < 10000; i++) {
      const [value, next] = nextRandom(seed);
      if (!(value >= 0 && value < 1) || !Number.isInteger(next) || next < 0 || next > 0xffffffff) outOfRange++;
      const bucket = Math.floor(value * 10);
      buckets[bucket] = (buckets[bucket] ?? 0) + 1;
      seed = next;
    }
    expect(outOfRange).toBe(0);
    for (const count of buckets) expect(count).toBeGreaterThan(850);
  });
});

describe("randomInt", () => {
  it("returns every whole number of the range, both ends included, and nothing outside", () => {
    let seed = 7;
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const [value, next] = randomInt(seed, 50, 55);
      expect(Number.isInteger(value)).toBe(true);
      seen.add(value);
      seed = next;
    }
    expect([...seen].sort()).toEqual([50, 51, 52, 53, 54, 55]);
  });

  it("returns the only value of a one-number range", () => {
    expect(randomInt(123, 4, 4)[0]).toBe(4);
  });
});

describe("freshSeed", () => {
  it("returns uint32 seeds that differ between calls", () => {
    const seeds = new Set(Array.from({ length: 20 }, () => freshSeed()));
    for (const seed of seeds) expect(seed >>> 0).toBe(seed);
    expect(seeds.size).toBeGreaterThan(15);
  });
});
