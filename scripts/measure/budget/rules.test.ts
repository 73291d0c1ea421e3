import { describe, expect, it } from "vitest";
import { isGameModule, isGameRoute } from "./rules";

describe("budget rules", () => {
  it("count the engine, game folders, PixiJS, @pixi/react's reconciler and howler as game code", () => {
    for (const id of [
      "engine/core/scheduler.ts",
      "engine/render/app.ts",
      "games/snake/rules.ts",
      "games/snake/best.test.ts",
      "games/little-dodger/view.ts",
      "node_modules/pixi.js/lib/index.mjs",
      "node_modules/@pixi/react/lib/index.mjs",
      "node_modules/howler/dist/howler.js",
      "node_modules/react-reconciler/cjs/react-reconciler.production.js",
      "node_modules/react-reconciler/node_modules/scheduler/index.js",
      "node_modules/its-fine/dist/index.js",
    ]) {
      expect(isGameModule(id), id).toBe(true);
    }
  });

  it("let content pages use the registry and the engine's React seam", () => {
    for (const id of [
      "games/index.ts",
      "games/registry.ts",
      "games/card-art.ts",
      "games/snake/entry.ts",
      "games/snake/card.svg?url",
      "games/snake/best.ts",
      "engine/contract/best.ts",
      "engine/index.ts",
      "engine/react/GameHost.tsx",
      "src/pages/games.tsx",
      "node_modules/react/index.js",
      "node_modules/react-dom/index.js",
      "node_modules/scheduler/index.js",
    ]) {
      expect(isGameModule(id), id).toBe(false);
    }
  });

  it("treat only /games/{id} as game pages", () => {
    expect(isGameRoute("/games/snake")).toBe(true);
    expect(isGameRoute("/games")).toBe(false);
    expect(isGameRoute("/blog/snake")).toBe(false);
  });
});

describe("the member's page", () => {
  it("is the account page only: every other non-game page keeps the content ceiling", async () => {
    const { isMemberRoute } = await import("./rules");
    expect(isMemberRoute("/account")).toBe(true);
    for (const route of ["/", "/login", "/signup", "/account/x", "/games"])
      expect(isMemberRoute(route), route).toBe(false);
  });
});
