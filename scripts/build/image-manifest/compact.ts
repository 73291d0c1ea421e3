/**
 * The image manifest ships to every page that shows a picture, so it ships small: the pipeline
 * names files by a fixed pattern (`/images/<id>.png`, `/images/<id>-<width>.avif|webp`), and
 * only the numbers need sending. An entry that breaks the pattern is sent as it is.
 */
import type { ImageAsset } from "../../../src/content/catalogue/types";

type Compact = [id: string, width: number, height: number, widths: number[], heights: number[]];

function compactEntry(asset: ImageAsset): Compact | null {
  const base = `/images/${asset.id}`;
  if (asset.full.src !== `${base}.png`) return null;
  const widths: number[] = [];
  const heights: number[] = [];
  for (let i = 0; i < asset.variants.length; i += 2) {
    const [avif, webp] = [asset.variants[i], asset.variants[i + 1]];
    if (!avif || !webp || avif.width !== webp.width || avif.height !== webp.height) return null;
    if (avif.type !== "image/avif" || avif.src !== `${base}-${avif.width}.avif`) return null;
    if (webp.type !== "image/webp" || webp.src !== `${base}-${webp.width}.webp`) return null;
    widths.push(avif.width);
    heights.push(avif.height);
  }
  return [asset.id, asset.full.width, asset.full.height, widths, heights];
}

/** Unpacks one compact entry; the same function runs in the browser (as source text, below). */
export function expand([id, width, height, widths, heights]: Compact): ImageAsset {
  const base = `/images/${id}`;
  return {
    id,
    full: { src: `${base}.png`, width, height },
    variants: widths.flatMap((w, i) =>
      (["avif", "webp"] as const).map((ext) => ({
        src: `${base}-${w}.${ext}`,
        width: w,
        height: heights[i]!,
        type: `image/${ext}` as const,
      })),
    ),
  };
}

/** JavaScript module source equivalent to `export default manifest`. */
export function compactManifestModule(manifest: Record<string, ImageAsset>): string {
  const compact: Compact[] = [];
  const raw: Record<string, ImageAsset> = {};
  for (const [key, asset] of Object.entries(manifest)) {
    const entry = key === asset.id ? compactEntry(asset) : null;
    if (entry) compact.push(entry);
    else raw[key] = asset;
  }
  return [
    `const x=([id,width,height,ws,hs])=>{const b="/images/"+id;return{id,full:{src:b+".png",width,height},` +
      `variants:ws.flatMap((w,i)=>["avif","webp"].map((e)=>({src:b+"-"+w+"."+e,width:w,height:hs[i],type:"image/"+e})))}};`,
    `const d=${JSON.stringify(compact)};`,
    `export default Object.assign(Object.fromEntries(d.map((e)=>[e[0],x(e)])),${JSON.stringify(raw)});`,
  ].join("\n");
}
