/**
 * A sound as data: notes for the synthesiser in scripts/build/sounds (`npm run sounds`), which turns
 * each recipe into /sounds/<name>.webm and .mp3. A game keeps its recipes in its own
 * `sounds.ts`; nothing here makes a sound at run time.
 */

export interface Note {
  /** Start, in seconds from the beginning of the sound. */
  readonly at: number;
  readonly duration: number;
  readonly frequency: number;
  /** A glide to this frequency over the note, for blips and swooshes. */
  readonly glideTo?: number;
  /** 0..1 of full scale. */
  readonly volume: number;
  /** Relative strengths of the 2nd, 3rd... harmonics; a bare sine when absent. */
  readonly harmonics?: readonly number[];
  /** Seconds to fade in; short but never zero, which would click. */
  readonly attack?: number;
}

export interface SoundRecipe<Name extends string = string> {
  /** The file name under /sounds/, and what the game passes to `context.sound`. */
  readonly name: Name;
  readonly notes: readonly Note[];
}

/** A round, warm timbre (2nd and 3rd harmonics) and a bright, bell-like one. */
export const WARM = [0.35, 0.12] as const;
export const BELL = [0.2, 0, 0.08] as const;

/** Equal-tempered frequency of a note name such as "C5" or "F#4". */
export function pitch(name: string): number {
  const match = /^([A-G])(#?)(\d)$/.exec(name);
  if (!match) throw new Error(`Not a note name: ${name}`);
  const semitones: Record<string, number> = { C: -9, D: -7, E: -5, F: -4, G: -2, A: 0, B: 2 };
  const fromA4 = (semitones[match[1] ?? "A"] ?? 0) + (match[2] ? 1 : 0) + (Number(match[3]) - 4) * 12;
  return 440 * 2 ** (fromA4 / 12);
}

/** Notes one after another, `gap` seconds apart, each lasting `length`. */
export function arpeggio(
  names: readonly string[],
  gap: number,
  length: number,
  volume: number,
  harmonics: readonly number[] = WARM,
): Note[] {
  return names.map((name, index) => ({ at: index * gap, duration: length, frequency: pitch(name), volume, harmonics }));
}

/** Declares a game's sounds (games/<id>/sounds.ts); the identity keeps the literal names. */
export function defineSounds<const R extends readonly SoundRecipe[]>(recipes: R): R {
  return recipes;
}

/** The names a definition's `sounds` lists, from the game's own recipes. */
export function soundNames<const R extends readonly SoundRecipe[]>(recipes: R): R[number]["name"][] {
  return recipes.map((recipe) => recipe.name);
}
