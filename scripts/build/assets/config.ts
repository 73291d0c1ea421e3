/**
 * What `npm run assets` makes for each group of art, in one place. Changing an encoder option here
 * changes ENCODER_VERSION's inputs, so every source hash changes and the next run redoes everything.
 */
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../../..");
export const ART_DIR = path.join(ROOT, "assets/art");
export const OUTPUT_DIR = path.join(ROOT, "public/images");
export const PUBLIC_DIR = path.join(ROOT, "public");
export const MANIFEST_PATH = path.join(ROOT, "src/content/images.generated.json");
/** The stickers' own manifest: only the sticker book reads it, so content pages' image list stays as it was. */
export const STICKER_MANIFEST_PATH = path.join(ROOT, "src/stickers/art.generated.json");
export const STICKER_GROUP = "stickers";

/** Groups people print: at least 2400 px on the long side, whole-number scale (850x1100 -> 2550x3300, 300 dpi). */
const PRINTABLE_GROUPS = new Set(["coloring", "activities", "worksheets", "self-help"]);
/** Pure line art: a 16-grey palette keeps the print PNG small without visible loss. */
const LINE_ART_GROUPS = new Set(["coloring", "activities"]);

export const PRINT_MIN_LONG_SIDE = 2400;
export const MAX_FULL_WIDTH = 2400;

export interface GroupRule {
  readonly printable: boolean;
  readonly pngColours: number;
  readonly thumbnailWidths: readonly number[];
  /** Kept with its transparent edge (die-cut stickers on any background); everything else is flattened onto white. */
  readonly transparent?: true;
}

export function ruleFor(group: string): GroupRule {
  // Stickers show at 60-120 CSS px: a 1x and a 2x variant, and a small PNG, all with their alpha.
  if (group === STICKER_GROUP)
    return { printable: false, pngColours: 256, thumbnailWidths: [120, 240], transparent: true };
  const printable = PRINTABLE_GROUPS.has(group);
  return {
    printable,
    pngColours: LINE_ART_GROUPS.has(group) ? 16 : 256,
    // Printables show small in a grid and at most ~70vh in the lightbox; pictures shown wide get a 1280.
    thumbnailWidths: printable ? [320, 640, 960] : [320, 640, 960, 1280],
  };
}

/** Pixel size of the full PNG for a source of the given viewBox size. */
export function fullSize(group: string, viewWidth: number, viewHeight: number): { width: number; height: number } {
  const scale = ruleFor(group).printable
    ? Math.ceil(PRINT_MIN_LONG_SIDE / Math.max(viewWidth, viewHeight))
    : Math.min(2, MAX_FULL_WIDTH / viewWidth);
  return { width: Math.round(viewWidth * scale), height: Math.round(viewHeight * scale) };
}

/** Encoder options, pinned so output bytes never drift with a library default. */
export const PNG_OPTIONS = {
  compressionLevel: 9,
  effort: 10,
  palette: true,
  dither: 0.5,
  adaptiveFiltering: false,
} as const;
export const WEBP_OPTIONS = { quality: 82, alphaQuality: 100, effort: 4, smartSubsample: false } as const;
// AVIF effort 3, not 4: measured on our line art, 4 costs 2.5x the CPU for 4.6% fewer bytes.
export const AVIF_OPTIONS = { quality: 55, effort: 3, chromaSubsampling: "4:2:0", bitdepth: 8 } as const;

/** Part of every source hash: bump when rendering or encoding changes in a way the options above don't show. */
export const ENCODER_VERSION = JSON.stringify(["v1", PNG_OPTIONS, WEBP_OPTIONS, AVIF_OPTIONS, PRINT_MIN_LONG_SIDE]);
