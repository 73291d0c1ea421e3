import { afterEach, describe, expect, it, vi } from "vitest";
import type { AnyGameDefinition } from "../contract/define-game";
import { exposeToMonkey } from "./monkey-hook";
import type { MountedGame } from "./mount-game";

const definition = { id: "snake", keys: { up: ["ArrowUp", "w"], primary: [" "] } } as unknown as AnyGameDefinition;
const game = { frames: () => 42, inspect: () => ({ score: 10 }) } as unknown as MountedGame;

function pageAt(search: string): Window {
  const page = { location: { search } } as unknown as Window;
  vi.stubGlobal("window", page);
  return page;
}

describe("the ?monkey hook", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("stays off a page opened without ?monkey", () => {
    const page = pageAt("?seed=3");
    exposeToMonkey(definition, game);
    expect(page.__lssMonkey).toBeUndefined();
  });

  it("shows the game's keys, frame count and state with ?monkey, and goes when the game unmounts", () => {
    const page = pageAt("?monkey&seed=3");
    const takeDown = exposeToMonkey(definition, game);
    expect(page.__lssMonkey?.id).toBe("snake");
    expect(page.__lssMonkey?.keys).toEqual(["ArrowUp", "w", " "]);
    expect(page.__lssMonkey?.frames()).toBe(42);
    expect(page.__lssMonkey?.state()).toEqual({ score: 10 });
    takeDown();
    expect(page.__lssMonkey).toBeUndefined();
  });
});
