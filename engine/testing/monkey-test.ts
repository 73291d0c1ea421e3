import { expect, it } from "vitest";
import { monkeyPlay, type MonkeyOptions } from "./monkey";
import type { TestHost } from "./test-host";

/** A game's headless monkey play, as its store test states it: how to host it, its input, its rules. */
export interface MonkeyTest<H extends TestHost> extends Omit<MonkeyOptions, "seed" | "check"> {
  /** The game's invariants (games/<id>/invariants.ts) on the host's state now. */
  check(host: H): string[];
}

/**
 * Declares a game's monkey-play test: on each seed (1 and 2026 unless given), random input of
 * every kind on the real store and loop, its invariants checked after each input. The browser's
 * monkey play (`npm run monkey`) adds what only a page has: DOM events, focus, resizing, the console.
 */
export function testMonkeyPlay<H extends TestHost>(
  host: (seed: number) => H,
  game: MonkeyTest<H>,
  seeds: readonly number[] = [1, 2026],
): void {
  it.each(seeds)(
    `keeps its rules through ${(game.steps ?? 3_000).toLocaleString("en-US")} random inputs (seed %i)`,
    (seed) => {
      const hosted = host(seed);
      expect(monkeyPlay(hosted, { ...game, seed, check: () => game.check(hosted) })).toEqual([]);
    },
  );
}
