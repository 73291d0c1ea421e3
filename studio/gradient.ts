/**
 * Gradient fills: two colours across one region, linear (from a start point along to an end point)
 * or radial (from a centre out to a radius). The region map decides which pixels it reaches, the
 * same look-up a plain fill uses, so a gradient cannot leak over a line either. Colours blend in
 * OKLab, where the middle of blue to yellow is a soft green-grey and not a muddy one.
 */
import { hexToOklab, oklabToHex } from "./colour.ts";
import type { Bounds, RegionMap } from "./region-map.ts";

export interface Gradient {
  readonly kind: "linear" | "radial";
  /** #rrggbb at the start point (linear) or the centre (radial). */
  readonly from: string;
  /** #rrggbb reached at the end point, and beyond it. */
  readonly to: string;
  /** Map pixels, whole numbers. */
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** The gradients a keyboard (or a tap without a drag) chooses from, each with its direction. */
export const GRADIENT_STYLES = [
  { id: "top-to-bottom", name: "Top to bottom", kind: "linear" },
  { id: "left-to-right", name: "Left to right", kind: "linear" },
  { id: "diagonal", name: "Corner to corner", kind: "linear" },
  { id: "from-middle", name: "From the middle out", kind: "radial" },
] as const;

export type GradientStyle = (typeof GRADIENT_STYLES)[number]["id"];

export const isGradientStyle = (v: unknown): v is GradientStyle => GRADIENT_STYLES.some((s) => s.id === v);

export const styleKind = (style: GradientStyle) => GRADIENT_STYLES.find((s) => s.id === style)!.kind;

/** A style's default direction over a region's bounds. */
export function defaultGradient(bounds: Bounds, style: GradientStyle, from: string, to: string): Gradient {
  const { x, y, width, height } = bounds;
  const right = x + width - 1;
  const bottom = y + height - 1;
  const cx = Math.round(x + width / 2);
  const cy = Math.round(y + height / 2);
  switch (style) {
    case "top-to-bottom":
      return { kind: "linear", from, to, x0: cx, y0: y, x1: cx, y1: bottom };
    case "left-to-right":
      return { kind: "linear", from, to, x0: x, y0: cy, x1: right, y1: cy };
    case "diagonal":
      return { kind: "linear", from, to, x0: x, y0: y, x1: right, y1: bottom };
    case "from-middle":
      return { kind: "radial", from, to, x0: cx, y0: cy, x1: cx + Math.round(Math.max(width, height) / 2), y1: cy };
  }
}

/** A drag's gradient: along the drag (linear), or centred where it began out to where it ended (radial). */
export function dragGradient(
  style: GradientStyle,
  from: string,
  to: string,
  start: { x: number; y: number },
  end: { x: number; y: number },
): Gradient {
  const r = (v: number) => Math.round(v);
  return { kind: styleKind(style), from, to, x0: r(start.x), y0: r(start.y), x1: r(end.x), y1: r(end.y) };
}

const STEPS = 256;
const ramps = new WeakMap<Gradient, Uint32Array>();

/** The gradient's 256 colours as RGBA words (the pixel layer's little-endian form). */
export function gradientRamp(g: Gradient): Uint32Array {
  let ramp = ramps.get(g);
  if (ramp) return ramp;
  ramp = new Uint32Array(STEPS);
  const a = hexToOklab(g.from);
  const b = hexToOklab(g.to);
  for (let i = 0; i < STEPS; i++) {
    const t = i / (STEPS - 1);
    const hex = oklabToHex([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]);
    const n = Number.parseInt(hex.slice(1), 16);
    ramp[i] = ((0xff << 24) | ((n & 0xff) << 16) | (n & 0xff00) | ((n >> 16) & 0xff)) >>> 0;
  }
  ramps.set(g, ramp);
  return ramp;
}

/** Where along the gradient a pixel's centre lies, 0 (from) to 1 (to). */
export function gradientAt(g: Gradient, x: number, y: number): number {
  const dx = g.x1 - g.x0;
  const dy = g.y1 - g.y0;
  const px = x + 0.5 - g.x0;
  const py = y + 0.5 - g.y0;
  const length2 = dx * dx + dy * dy;
  if (length2 === 0) return 0;
  const t = g.kind === "linear" ? (px * dx + py * dy) / length2 : Math.sqrt((px * px + py * py) / length2);
  return t < 0 ? 0 : t > 1 ? 1 : t;
}

/**
 * Paints the gradient over the region's pixels in `o` (already cut to the region's bounds), into
 * words laid out over area. `whole`: every pixel there is the region's. Returns whether any changed.
 */
export function paintGradient(
  words: Uint32Array,
  map: RegionMap,
  region: number,
  g: Gradient,
  area: Bounds,
  o: Bounds,
  whole = false,
): boolean {
  const ramp = gradientRamp(g);
  const { ids, width } = map;
  const top = STEPS - 1;
  let changed = false;
  for (let y = o.y; y < o.y + o.height; y++) {
    const row = y * width;
    const a = (y - area.y) * area.width - area.x;
    for (let x = o.x; x < o.x + o.width; x++) {
      if (!whole && ids[row + x] !== region) continue;
      const word = ramp[Math.round(gradientAt(g, x, y) * top)]!;
      if (words[a + x] !== word) {
        words[a + x] = word;
        changed = true;
      }
    }
  }
  return changed;
}
