/**
 * Sounds several games share, so each game's sounds.ts can take them instead of copying a
 * recipe: a sound's name is its file (/sounds/<name>.*), so one name is one recipe everywhere.
 */
import { arpeggio, BELL, pitch, WARM, type SoundRecipe } from "./recipe";

/** A light tick: a mark placed, a letter picked, a menu touched. */
export const click = {
  name: "click",
  notes: [{ at: 0, duration: 0.035, frequency: 880, volume: 0.16, harmonics: [0.2] }],
} as const satisfies SoundRecipe;

/** Something found or right: two rising bell notes. */
export const match = {
  name: "match",
  notes: arpeggio(["G5", "C6"], 0.09, 0.26, 0.28, BELL),
} as const satisfies SoundRecipe;

/** Not that one: two soft falling notes. */
export const wrong = {
  name: "wrong",
  notes: arpeggio(["E4", "C4"], 0.14, 0.22, 0.3, WARM),
} as const satisfies SoundRecipe;

/** The round is over, and not in your favour: three falling notes. */
export const die = { name: "die", notes: arpeggio(["G4", "E4", "C4"], 0.16, 0.3, 0.36) } as const satisfies SoundRecipe;

/**
 * A sticker arriving in the board's corner badge (the engine plays it, not the game): a soft
 * rising sparkle, quieter than a win so it never sounds like another round's result.
 */
export const sticker = {
  name: "sticker",
  notes: arpeggio(["E6", "G6", "C7"], 0.07, 0.22, 0.16, BELL),
} as const satisfies SoundRecipe;

/** What the engine itself plays in every game, whatever the game's own sounds. */
export const ENGINE_SOUNDS = [sticker] as const;

/** A board solved: a rising run that settles on a chord. */
export const win = {
  name: "win",
  notes: [
    ...arpeggio(["C5", "E5", "G5", "E5", "G5"], 0.12, 0.2, 0.26, BELL),
    ...["C5", "G5", "C6", "E6"].map((name) => ({
      at: 0.6,
      duration: 0.55,
      frequency: pitch(name),
      volume: 0.13,
      harmonics: WARM,
    })),
  ],
} as const satisfies SoundRecipe;
