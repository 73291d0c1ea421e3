/**
 * src/content/images.generated.json (and src/stickers/art.generated.json for the stickers): asset id -> what the site serves, plus the hash of the source it
 * was made from. The file is data for the pages and the record the freshness test checks against.
 */
import { readFile, writeFile } from "node:fs/promises";
import { format, resolveConfig } from "prettier";
import type { ImageAsset } from "../../../src/content/catalogue/types.ts";
import { MANIFEST_PATH, STICKER_GROUP, STICKER_MANIFEST_PATH } from "./config.ts";

export interface GeneratedImage extends ImageAsset {
  readonly sourceHash: string;
}

export type Manifest = Readonly<Record<string, GeneratedImage>>;

async function readOne(file: string): Promise<Manifest> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as Manifest;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw error;
  }
}

const isSticker = (id: string) => id.startsWith(`${STICKER_GROUP}/`);

/** Both manifests as one: the site's pictures and the stickers' art. */
export async function readManifest(): Promise<Manifest> {
  return { ...(await readOne(MANIFEST_PATH)), ...(await readOne(STICKER_MANIFEST_PATH)) };
}

/** The public paths (`/images/...`) an entry names. */
export function filesOf(entry: ImageAsset): string[] {
  return [entry.full.src, ...entry.variants.map((v) => v.src)];
}

/** Sorted by id and formatted the way Prettier would, so `npm run lint` passes and diffs stay small. */
export async function writeManifest(entries: readonly GeneratedImage[]): Promise<void> {
  const sorted = [...entries].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const [file, part] of [
    [MANIFEST_PATH, sorted.filter((e) => !isSticker(e.id))],
    [STICKER_MANIFEST_PATH, sorted.filter((e) => isSticker(e.id))],
  ] as const) {
    const json = JSON.stringify(Object.fromEntries(part.map((e) => [e.id, e])), null, 2);
    const options = (await resolveConfig(file)) ?? {};
    await writeFile(file, await format(json, { ...options, parser: "json" }));
  }
}
