import { describe, expect, it, vi } from "vitest";
import { games } from "./index";

// Each game's first load transforms PixiJS and the engine: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

describe("the registry's board shapes", () => {
  // PixiJS reads the user agent when its modules load; nothing here draws.
  vi.stubGlobal("navigator", { userAgent: "node" });
  for (const game of games) {
    it(`${game.id}: the page's stage has the shape the game draws at`, async () => {
      const { size } = (await game.load()).default;
      expect(game.aspect.width / game.aspect.height).toBeCloseTo(size.width / size.height, 6);
    });
    it(`${game.id}: the page keeps an aside's room exactly when the game has an Aside`, async () => {
      const { Aside } = (await game.load()).default;
      expect(game.aside ?? false).toBe(Aside !== undefined);
    });
  }
});
