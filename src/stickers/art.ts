import type { ImageAsset } from "../content/catalogue/types";
import manifest from "./art.generated.json" with { type: "json" };
import { gameStickers, SITE_STICKERS, type Sticker } from "./catalogue";

/** Stickers' art, made by `npm run assets` from assets/art/stickers/. */
const art = manifest as Readonly<Record<string, ImageAsset>>;

export function stickerArt(artId: string): ImageAsset | undefined {
  return Object.hasOwn(art, artId) ? art[artId] : undefined;
}

/** Every sticker in the book, in its order: the site's own, then the games'. */
export const STICKERS: readonly Sticker[] = [...SITE_STICKERS, ...gameStickers((id) => stickerArt(id) !== undefined)];

const byId = new Map(STICKERS.map((s) => [s.id, s]));

export const findSticker = (id: string): Sticker | undefined => byId.get(id);
