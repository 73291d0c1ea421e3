/**
 * Names for any colour the mixer makes: the nearest of these is read out ("a soft pink"), so the
 * names are kind and plain words a person would say, spread over the hues and from pale to deep.
 */
export interface NamedColour {
  readonly name: string;
  /** #rrggbb */
  readonly hex: string;
}

const named = (name: string, hex: string): NamedColour => ({ name, hex });

export const NAMED_COLOURS: readonly NamedColour[] = [
  // greys
  named("white", "#ffffff"),
  named("snow white", "#f4f4f2"),
  named("pale grey", "#d6d6d6"),
  named("soft grey", "#a6a6a6"),
  named("pebble grey", "#7a7a7a"),
  named("slate grey", "#4f4f56"),
  named("charcoal", "#2e2e32"),
  named("black", "#000000"),
  // reds and pinks
  named("cherry red", "#d2202f"),
  named("tomato red", "#e8503a"),
  named("deep red", "#8b1a1a"),
  named("berry", "#9c3d5c"),
  named("rose pink", "#e47d9c"),
  named("bubblegum pink", "#f48fc0"),
  named("soft pink", "#f6b8c4"),
  named("blush", "#f9dde2"),
  named("hot pink", "#e8368f"),
  named("raspberry", "#c2185b"),
  // oranges and browns
  named("coral", "#f2897b"),
  named("salmon", "#f4a28c"),
  named("peach", "#f9c9a6"),
  named("apricot", "#f7b267"),
  named("orange", "#f28c28"),
  named("pumpkin", "#d9651c"),
  named("rust", "#a4461f"),
  named("caramel", "#c98e5f"),
  named("sand", "#e6bc98"),
  named("cream", "#fbf1d9"),
  named("chestnut brown", "#9a6445"),
  named("cocoa brown", "#6e4b3a"),
  named("dark chocolate", "#3e2a20"),
  // yellows
  named("lemon yellow", "#f7e244"),
  named("sunflower yellow", "#f4c542"),
  named("butter yellow", "#f8e6a0"),
  named("mustard", "#c9a227"),
  named("olive", "#7d7a2e"),
  // greens
  named("lime green", "#a6d83a"),
  named("leaf green", "#8cc47a"),
  named("grass green", "#4caf50"),
  named("mint green", "#bfe8cf"),
  named("sage green", "#a3b899"),
  named("forest green", "#3f7552"),
  named("pine green", "#1f4d3a"),
  named("seafoam", "#a9e0dc"),
  named("teal", "#2a9d8f"),
  named("deep teal", "#1b5e5a"),
  // blues
  named("sky blue", "#aed6f1"),
  named("baby blue", "#d4e9f7"),
  named("turquoise", "#40c4d8"),
  named("cornflower blue", "#7da3e0"),
  named("bright blue", "#2f7de1"),
  named("ocean blue", "#1f5fa8"),
  named("navy blue", "#2f4a7a"),
  named("midnight blue", "#1b2545"),
  // purples
  named("lavender", "#cdbdf0"),
  named("lilac", "#e2c4ea"),
  named("periwinkle", "#a6a9f0"),
  named("violet", "#8a5cd6"),
  named("plum", "#b083c4"),
  named("grape purple", "#6b3fa0"),
  named("night purple", "#4b3a78"),
  named("magenta", "#c23bb3"),
];
