import type { ImageAsset } from "./catalogue/types";

/**
 * Asset id -> files made by `npm run assets`. Read through a glob so the site still builds in a
 * checkout where the pipeline has not run yet: a missing picture then shows its alt text in a
 * frame (and `images.test.ts` fails), instead of breaking the page.
 */
const manifests = import.meta.glob<Record<string, ImageAsset>>("./images.generated.json", {
  eager: true,
  import: "default",
});

const manifest: Readonly<Record<string, ImageAsset>> = manifests["./images.generated.json"] ?? {};

export function findImage(id: string): ImageAsset | undefined {
  return Object.hasOwn(manifest, id) ? manifest[id] : undefined;
}

export function allImageIds(): string[] {
  return Object.keys(manifest);
}
