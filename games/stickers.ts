/**
 * Each game's stickers for the site's sticker book, from `games/<id>/stickers.ts`, found by that
 * name like the card art (./card-art.ts): kept out of the registry so pages that list games do not
 * carry them, and a new game needs no line here.
 */
import type { GameSticker } from "@station/engine";

const files = import.meta.glob<readonly GameSticker[]>("./*/stickers.ts", { eager: true, import: "stickers" });

/** Game id -> its stickers. */
export const gameStickerLists: ReadonlyMap<string, readonly GameSticker[]> = new Map(
  Object.entries(files).map(([file, stickers]) => [file.split("/")[1]!, stickers]),
);
