import { describe, expect, it } from "vitest";
import type { ImageAsset } from "../../../src/content/catalogue/types";
import { compactManifestModule, expand } from "./compact";

const asset = (id: string): ImageAsset => ({
  id,
  full: { src: `/images/${id}.png`, width: 2550, height: 3300 },
  variants: [320, 640].flatMap((w) =>
    (["avif", "webp"] as const).map((ext) => ({
      src: `/images/${id}-${w}.${ext}`,
      width: w,
      height: Math.round((w * 3300) / 2550),
      type: `image/${ext}` as const,
    })),
  ),
});

async function load(source: string): Promise<Record<string, ImageAsset>> {
  const url = `data:text/javascript;base64,${Buffer.from(source).toString("base64")}`;
  return ((await import(/* @vite-ignore */ url)) as { default: Record<string, ImageAsset> }).default;
}

describe("compact image manifest", () => {
  it("round-trips entries that follow the file-name pattern, smaller than JSON", async () => {
    const manifest = { "coloring/a": asset("coloring/a"), "worksheets/b": asset("worksheets/b") };
    const source = compactManifestModule(manifest);
    expect(await load(source)).toEqual(manifest);
    expect(expand(["coloring/a", 2550, 3300, [320, 640], [414, 828]])).toEqual(manifest["coloring/a"]);
  });

  it("keeps an entry that breaks the pattern exactly as it was", async () => {
    const odd = { ...asset("about/founder"), full: { src: "/images/elsewhere.png", width: 1600, height: 1600 } };
    const manifest = { "about/founder": odd, "coloring/a": asset("coloring/a") };
    expect(await load(compactManifestModule(manifest))).toEqual(manifest);
  });
});
