/** A coloring page's SVG source and what the region build needs from it. No browser: the freshness test uses this. */
import { regionHash } from "./config.ts";

export interface ColoringPage {
  /** File name without .svg, e.g. "bubble-bath-duck". */
  readonly id: string;
  readonly title: string;
  readonly svg: string;
  readonly viewWidth: number;
  readonly viewHeight: number;
  readonly hash: string;
}

export function readPage(file: string, svg: string): ColoringPage {
  const box = /<svg\b[^>]*\bviewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!box) throw new Error(`${file}: the <svg> element needs a viewBox="0 0 width height"`);
  const title = /<title>([^<]+)<\/title>/.exec(svg)?.[1]?.trim();
  if (!title) throw new Error(`${file}: no <title>`);
  return {
    id: file.replace(/\.svg$/, ""),
    title,
    svg,
    viewWidth: Number(box[1]),
    viewHeight: Number(box[2]),
    hash: regionHash(svg),
  };
}
