import { readFile } from "node:fs/promises";
import type { Plugin } from "vite";
import { compactManifestModule } from "./compact";

/** Serves `src/content/images.generated.json` (and the stickers' src/stickers/art.generated.json) to the browser in its compact form (see compact.ts). */
export function compactImageManifest(): Plugin {
  return {
    name: "lss:compact-image-manifest",
    enforce: "post",
    async transform(_code, id) {
      const file = id.split("?", 1)[0]!;
      if (!file.endsWith("/src/content/images.generated.json") && !file.endsWith("/src/stickers/art.generated.json")) {
        return null;
      }
      return { code: compactManifestModule(JSON.parse(await readFile(file, "utf8"))), map: null };
    },
  };
}
