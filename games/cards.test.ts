import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GAME_CARD_IMAGE_SIZE, games } from "./index";

const publicDir = path.resolve(import.meta.dirname, "../public");

describe("game card art", () => {
  for (const game of games) {
    it(`${game.id}: its own SVG, sized ${GAME_CARD_IMAGE_SIZE.width}x${GAME_CARD_IMAGE_SIZE.height}, self-contained`, () => {
      expect(game.image).toBe(`/games/${game.id}.svg`);
      const svg = readFileSync(path.join(publicDir, game.image), "utf8");
      const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? "";
      expect(root).toContain(`width="${GAME_CARD_IMAGE_SIZE.width}"`);
      expect(root).toContain(`height="${GAME_CARD_IMAGE_SIZE.height}"`);
      expect(root).toContain(`viewBox="0 0 ${GAME_CARD_IMAGE_SIZE.width} ${GAME_CARD_IMAGE_SIZE.height}"`);
      // An SVG shown through <img> cannot fetch anything; a reference out would just break.
      expect(svg).not.toMatch(/href=|url\(|@import|<image|<script/);
      expect(svg.length).toBeLessThan(4000);
      expect(game.imageAlt.length).toBeGreaterThan(20);
    });
  }
});
