/**
 * Settings of the region build, in one place. They are part of every page's hash, so changing one
 * makes the freshness test ask for a rebuild.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import type { LabelOptions } from "./label.ts";

export const ROOT = path.resolve(import.meta.dirname, "../../..");
export const COLORING_DIR = path.join(ROOT, "assets/art/coloring");
export const OUTPUT_DIR = path.join(ROOT, "public/coloring-regions");

/** Print resolution for a letter page: 850 x 1100 units at 2x is 1700 x 2200 px (200 dpi). */
export const MAP_WIDTH = 1700;

export const LABEL: LabelOptions = {
  lineBelow: 200,
  coreBelow: 128,
  closeRadius: 2,
  // 400 px is 10 x 10 page units: the holes of the title's letters and smaller specks are not worth a tap.
  minArea: 400,
};

/** Longest run of line pixels (a thick outline crossed at a slant) that still makes two regions neighbours. */
export const NEIGHBOUR_GAP = 40;

export const BACKGROUND_NAME = "the background";

const BUILD_VERSION = JSON.stringify(["regions-v1", MAP_WIDTH, LABEL, NEIGHBOUR_GAP, BACKGROUND_NAME]);

export function regionHash(svg: string): string {
  return createHash("sha256").update(BUILD_VERSION).update(svg).digest("hex").slice(0, 16);
}
