/**
 * The studio's crayons: calm named colours, and the short list of the ones used last. The colour in
 * hand is a crayon's id, or a member's own colour as #rrggbb (mixed or picked from the picture).
 */
import { colourName, isHex } from "./colour.ts";

export interface Crayon {
  /** Stable key stored in pictures. */
  readonly id: string;
  /** What the button says: "Sky blue". */
  readonly name: string;
  /** #rrggbb */
  readonly hex: string;
}

const crayon = (name: string, hex: string): Crayon => ({ id: name.toLowerCase().replace(/\s+/g, "-"), name, hex });

export const PALETTE: readonly Crayon[] = [
  // pastels
  crayon("Strawberry milk", "#f6b8c4"),
  crayon("Peach", "#f9c9a6"),
  crayon("Butter yellow", "#f8e6a0"),
  crayon("Mint", "#bfe8cf"),
  crayon("Sky blue", "#aed6f1"),
  crayon("Lavender", "#cdbdf0"),
  crayon("Lilac", "#e2c4ea"),
  crayon("Seafoam", "#a9e0dc"),
  // brighter mid tones
  crayon("Coral", "#f2897b"),
  crayon("Sunflower", "#f4c542"),
  crayon("Leaf green", "#8cc47a"),
  crayon("Cornflower", "#7da3e0"),
  crayon("Plum", "#b083c4"),
  crayon("Rose", "#e47d9c"),
  // deep tones
  crayon("Berry", "#9c3d5c"),
  crayon("Forest", "#3f7552"),
  crayon("Navy", "#2f4a7a"),
  crayon("Cocoa", "#6e4b3a"),
  crayon("Night purple", "#4b3a78"),
  // skin tones
  crayon("Porcelain", "#f7dcc8"),
  crayon("Sand", "#e6bc98"),
  crayon("Honey", "#c98e5f"),
  crayon("Chestnut", "#9a6445"),
  crayon("Espresso", "#5c3b2a"),
  // neutrals
  crayon("Cloud grey", "#c9ccd3"),
  crayon("White", "#ffffff"),
  crayon("Black", "#1a1a1a"),
];

const BY_ID = new Map(PALETTE.map((c) => [c.id, c]));

export function crayonById(id: string): Crayon | undefined {
  return BY_ID.get(id);
}

/** A crayon's id or an own colour: its #rrggbb, or undefined when it is neither. */
export function colourHex(id: string): string | undefined {
  return crayonById(id)?.hex ?? (isHex(id) ? id.toLowerCase() : undefined);
}

/** What the colour is called: a crayon's name ("Sky blue"), or the nearest named colour's. */
export function colourLabel(id: string): string {
  const crayon = crayonById(id);
  if (crayon) return crayon.name;
  const name = isHex(id) ? colourName(id) : "white";
  return name[0]!.toUpperCase() + name.slice(1);
}

export const isKnownColour = (id: unknown): id is string => typeof id === "string" && colourHex(id) !== undefined;

export const RECENT_LIMIT = 6;

/** The colour just used goes first; the list keeps each colour once and at most RECENT_LIMIT. */
export function pushRecent(recent: readonly string[], id: string, limit = RECENT_LIMIT): string[] {
  return [id, ...recent.filter((r) => r !== id)].slice(0, limit);
}

/** A stored recent list, with anything unknown (a colour since removed, junk) dropped. */
export function cleanRecent(stored: unknown, limit = RECENT_LIMIT): string[] {
  if (!Array.isArray(stored)) return [];
  const ids = stored.filter(isKnownColour);
  return [...new Set(ids)].slice(0, limit);
}
