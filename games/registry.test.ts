import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { games } from "./index";

const here = import.meta.dirname;
const folders = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe("the registry", () => {
  it("lists every game folder once, by its folder's name, and nothing else", () => {
    const ids = games.map((game) => game.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(folders.filter((name) => existsSync(path.join(here, name, "entry.ts"))).sort());
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
  });

  it("is one import line per game in games/index.ts", () => {
    const lines = readFileSync(path.join(here, "index.ts"), "utf8").split("\n");
    const imports = lines.filter((line) => /^import "\.\/[^/]+\/entry";$/.test(line));
    expect(imports).toEqual(games.map((game) => `import "./${game.id}/entry";`));
  });

  // Tools find these by name: the site (card art), the sound generator, the monkey.
  for (const game of games) {
    it(`${game.id}: its folder holds what the site and the tools look for`, async () => {
      for (const file of ["index.ts", "entry.ts", "card.svg", "sounds.ts", "invariants.ts"]) {
        expect(existsSync(path.join(here, game.id, file)), `games/${game.id}/${file}`).toBe(true);
      }
      const invariants = (await import(`./${game.id}/invariants.ts`)) as { brokenRules?: unknown };
      expect(typeof invariants.brokenRules, `games/${game.id}/invariants.ts exports brokenRules`).toBe("function");
    });
  }

  // The page offers the entry's calm modes before the game loads; the game must know the same ones.
  for (const game of games.filter((g) => g.modes)) {
    it(`${game.id}: its calm modes have ids fit for a best's key, and the entry lists them in modes.ts`, async () => {
      const own = (await import(`./${game.id}/modes.ts`)) as { modes: unknown };
      expect(game.modes).toBe(own.modes);
      for (const mode of game.modes ?? []) expect(mode.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(new Set(game.modes?.map((m) => m.id)).size).toBe(game.modes?.length);
    });
  }
});
