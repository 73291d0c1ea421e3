import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cardArtUrl } from "./card-art";
import { GAME_CARD_IMAGE_SIZE, games } from "./index";

describe("game card art", () => {
  for (const game of games) {
    it(`${game.id}: its own SVG, sized ${GAME_CARD_IMAGE_SIZE.width}x${GAME_CARD_IMAGE_SIZE.height}, self-contained`, () => {
      const file = path.resolve(import.meta.dirname, game.id, "card.svg");
      expect(existsSync(file), `games/${game.id}/card.svg`).toBe(true);
      // Vitest inlines assets as data URLs; the build gives a hashed file (e2e games-list checks it).
      expect(cardArtUrl(game.id)).toMatch(/card\.svg$|^data:image\/svg\+xml/);
      const svg = readFileSync(file, "utf8");
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

  it("names a missing picture", () => {
    expect(() => cardArtUrl("no-such-game")).toThrow("games/no-such-game/card.svg is missing");
  });
});

describe("the card pictures of each game in play (npm run game-shots)", () => {
  it("are there for every game, in AVIF, WebP and PNG at the card's size and twice it", () => {
    for (const game of games)
      for (const file of ["400.avif", "400.webp", "400.png", "800.avif", "800.webp", "800.png"])
        expect(existsSync(path.resolve(import.meta.dirname, "../public/images/games", `${game.id}-${file}`))).toBe(
          true,
        );
  });
});
