/**
 * Colours of a member's own: hue, saturation and lightness for the mixer, and the nearest named
 * colour for what a screen reader says. "Nearest" is measured in OKLab, where equal distances look
 * about equally different, so a dark blue is not called grey because its RGB numbers are close.
 */
import { NAMED_COLOURS } from "./colour-names.ts";

/** #rrggbb, lower case. */
export type Hex = string;

export interface Hsl {
  /** 0-360 */
  readonly h: number;
  /** 0-100 */
  readonly s: number;
  /** 0-100 */
  readonly l: number;
}

const HEX = /^#[0-9a-f]{6}$/i;
export const isHex = (v: unknown): v is Hex => typeof v === "string" && HEX.test(v);

export function hexToRgb(hex: Hex): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [n >> 16, (n >> 8) & 255, n & 255];
}

const clampByte = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

export function rgbToHex(r: number, g: number, b: number): Hex {
  return `#${[r, g, b].map((v) => clampByte(v).toString(16).padStart(2, "0")).join("")}`;
}

export function hslToHex({ h, s, l }: Hsl): Hex {
  const sat = Math.max(0, Math.min(100, s)) / 100;
  const light = Math.max(0, Math.min(100, l)) / 100;
  const hue = (((h % 360) + 360) % 360) / 30;
  const a = sat * Math.min(light, 1 - light);
  const channel = (n: number) => {
    const k = (n + hue) % 12;
    return 255 * (light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return rgbToHex(channel(0), channel(8), channel(4));
}

export function hexToHsl(hex: Hex): Hsl {
  const [r, g, b] = hexToRgb(hex).map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l: Math.round(l * 100) };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: Math.round(h * 60) % 360, s: Math.round(s * 100), l: Math.round(l * 100) };
}

const linear = (c: number) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};

/** OKLab (L, a, b) of an sRGB colour. */
export function hexToOklab(hex: Hex): [number, number, number] {
  const [r, g, b] = hexToRgb(hex).map(linear) as [number, number, number];
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

const unlinear = (v: number) => 255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055);

export function oklabToHex([L, A, B]: readonly [number, number, number]): Hex {
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  return rgbToHex(
    unlinear(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    unlinear(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    unlinear(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  );
}

export function oklabDistance(a: Hex, b: Hex): number {
  const p = hexToOklab(a);
  const q = hexToOklab(b);
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

const TABLE = NAMED_COLOURS.map((c) => ({ ...c, lab: hexToOklab(c.hex) }));

/** The name of the named colour nearest to hex, e.g. "sky blue". */
export function colourName(hex: Hex): string {
  const [L, A, B] = hexToOklab(hex);
  let best = TABLE[0]!;
  let bestD = Infinity;
  for (const c of TABLE) {
    const d = (c.lab[0] - L) ** 2 + (c.lab[1] - A) ** 2 + (c.lab[2] - B) ** 2;
    if (d < bestD) [best, bestD] = [c, d];
  }
  return best.name;
}

/** Colours a member mixed or picked, kept with the picture: each once, newest last, at most this many. */
export const OWN_COLOUR_LIMIT = 12;

export function addOwnColour(own: readonly Hex[], hex: Hex, limit = OWN_COLOUR_LIMIT): Hex[] {
  const h = hex.toLowerCase();
  return [...own.filter((c) => c !== h), h].slice(-limit);
}

/** A stored list, with anything that is not a colour dropped. */
export function cleanOwnColours(stored: unknown, limit = OWN_COLOUR_LIMIT): Hex[] {
  if (!Array.isArray(stored)) return [];
  return [...new Set(stored.filter(isHex).map((h) => h.toLowerCase()))].slice(-limit);
}
