/**
 * The six pads. Nobody has to tell colours apart: each pad also has its own shape drawn on it,
 * its own lightness (pads.test.ts keeps them apart), its own name for screen readers and its own
 * note of a pentatonic scale (brighter pads sound higher). Easy uses the first four, Medium five,
 * Hard all six. Pure data: rules, store, view and the e2e test read it.
 */
export type PadShape = "heart" | "circle" | "star" | "triangle" | "square" | "diamond";
/** The pads' notes, lowest first (sounds.ts tunes them; pads.test.ts ties them to lightness). */
export const PAD_TONES = ["tone-1", "tone-2", "tone-3", "tone-4", "tone-5", "tone-6"] as const;
export type PadTone = (typeof PAD_TONES)[number];

export interface Pad {
  /** What a screen reader says: "Pink heart". */
  readonly name: string;
  /** The short label drawn on the pad. */
  readonly label: string;
  readonly shape: PadShape;
  /** The lit colour, 0xRRGGBB. */
  readonly color: number;
  readonly tone: PadTone;
}

export const PADS = [
  { name: "Pink heart", label: "Pink", shape: "heart", color: 0xff78b8, tone: "tone-3" },
  { name: "Mint circle", label: "Mint", shape: "circle", color: 0x7fe0b8, tone: "tone-5" },
  { name: "Blue star", label: "Blue", shape: "star", color: 0x4b9be6, tone: "tone-2" },
  { name: "Yellow triangle", label: "Yellow", shape: "triangle", color: 0xffe890, tone: "tone-6" },
  { name: "Purple square", label: "Purple", shape: "square", color: 0x9672f0, tone: "tone-1" },
  { name: "Orange diamond", label: "Orange", shape: "diamond", color: 0xffa860, tone: "tone-4" },
] as const satisfies readonly Pad[];

/** The board and ink colours the pads are drawn with. */
export const COLORS = {
  board: 0x1b1545,
  surface: 0x2a2263,
  text: 0xf4f0ff,
  ink: 0x1b1545,
  litBorder: 0xffffff,
  /** The site's --focus colour, for the keyboard cursor. */
  focus: 0xffe59e,
} as const;

/**
 * How far a resting pad's colour is mixed toward the site's surface colour: a dark pad with a
 * hint of its colour, its rim, shape and label bright on it. Lit, the whole pad takes its colour.
 */
export const REST_MIX = 0.82;

export function mix(a: number, b: number, t: number): number {
  const channel = (shift: number) => {
    const x = (a >> shift) & 0xff;
    const y = (b >> shift) & 0xff;
    return Math.round(x * (1 - t) + y * t) << shift;
  };
  return channel(16) | channel(8) | channel(0);
}

export function restColor(pad: Pad): number {
  return mix(pad.color, COLORS.surface, REST_MIX);
}

export function padAt(index: number): Pad {
  const pad = PADS[index];
  if (!pad) throw new Error(`No pad ${index}`);
  return pad;
}
