import { pitch, type Note, type SoundRecipe } from "./synth";

const WARM = [0.35, 0.12];
const BELL = [0.2, 0, 0.08];

/** Notes one after another, `gap` seconds apart, each lasting `length`. */
function arpeggio(names: readonly string[], gap: number, length: number, volume: number, harmonics = WARM): Note[] {
  return names.map((name, index) => ({ at: index * gap, duration: length, frequency: pitch(name), volume, harmonics }));
}

/** Every sound the games play, by file name. Volumes stay soft; nothing buzzes or hisses. */
export const SOUND_RECIPES: readonly SoundRecipe[] = [
  { name: "eat", notes: [{ at: 0, duration: 0.13, frequency: 520, glideTo: 880, volume: 0.38, harmonics: WARM }] },
  { name: "die", notes: arpeggio(["G4", "E4", "C4"], 0.16, 0.3, 0.36) },
  { name: "turn", notes: [{ at: 0, duration: 0.045, frequency: 1100, volume: 0.14 }] },
  { name: "start", notes: arpeggio(["C5", "E5", "G5"], 0.09, 0.22, 0.32, BELL) },
  { name: "countdown", notes: [{ at: 0, duration: 0.16, frequency: pitch("A5"), volume: 0.3, harmonics: BELL }] },
  {
    name: "go",
    notes: [
      { at: 0, duration: 0.36, frequency: pitch("E6"), volume: 0.3, harmonics: BELL },
      { at: 0, duration: 0.36, frequency: pitch("E5"), volume: 0.18 },
    ],
  },
  { name: "hit", notes: [{ at: 0, duration: 0.26, frequency: 240, glideTo: 120, volume: 0.45, harmonics: WARM }] },
  { name: "life-up", notes: arpeggio(["C5", "E5", "G5", "C6"], 0.07, 0.2, 0.3, BELL) },
  {
    name: "level-up",
    notes: [
      ...arpeggio(["C5", "E5", "G5"], 0.1, 0.18, 0.28, BELL),
      ...["C5", "E5", "G5", "C6"].map((name) => ({
        at: 0.3,
        duration: 0.42,
        frequency: pitch(name),
        volume: 0.15,
        harmonics: WARM,
      })),
    ],
  },
  { name: "click", notes: [{ at: 0, duration: 0.035, frequency: 880, volume: 0.16, harmonics: [0.2] }] },
  {
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
  },
  { name: "flip", notes: [{ at: 0, duration: 0.09, frequency: 380, glideTo: 760, volume: 0.2 }] },
  { name: "match", notes: arpeggio(["G5", "C6"], 0.09, 0.26, 0.28, BELL) },
  { name: "wrong", notes: arpeggio(["E4", "C4"], 0.14, 0.22, 0.3, WARM) },
  // Color Match: one note of the C major pentatonic scale per pad, soft and round, short enough
  // to end inside Hard's 400 ms flash.
  ...["C5", "D5", "E5", "G5", "A5", "C6"].map((note, index) => ({
    name: `tone-${index + 1}`,
    notes: [{ at: 0, duration: 0.38, frequency: pitch(note), volume: 0.32, harmonics: [0.22, 0.05], attack: 0.01 }],
  })),
];
