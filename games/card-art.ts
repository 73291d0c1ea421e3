/**
 * Each game's card picture is `games/<id>/card.svg`, found by that name. Vite emits each as a
 * hashed file (assets/<id>-card-<hash>.svg, see vite.config.ts), so a changed picture gets a new
 * URL. Kept out of games/index.ts because only Vite understands this: scripts and tests that run
 * in plain Node read the registry too.
 */
const urls = import.meta.glob<string>("./*/card.svg", { eager: true, query: "?url", import: "default" });

/** The card picture's URL for a game id. */
export function cardArtUrl(id: string): string {
  const url = urls[`./${id}/card.svg`];
  if (url === undefined) throw new Error(`games/${id}/card.svg is missing: every game has its card picture there`);
  return url;
}

/**
 * The card's picture of the game in play, drawn by the game itself (`npm run game-shots`), at the
 * card's size and twice it, letterboxed to the card's shape so no board is cropped.
 */
export function cardShot(id: string): { avif: string; webp: string; png: string } {
  const at = (width: number, type: string) => `/images/games/${id}-${width}.${type} ${width}w`;
  const both = (type: string) => `${at(400, type)}, ${at(800, type)}`;
  return { avif: both("avif"), webp: both("webp"), png: `/images/games/${id}-400.png` };
}
