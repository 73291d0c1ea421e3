import { defineSounds, match, pitch, wrong } from "@station/engine/sounds";
import { PAD_TONES } from "./pads";

// One note of the C major pentatonic scale per pad, soft and round, short enough to end inside
// Hard's 400 ms flash.
const NOTES = ["C5", "D5", "E5", "G5", "A5", "C6"] as const;

/** Color Match's sounds (`npm run sounds` makes the files). */
export const sounds = defineSounds([
  ...PAD_TONES.map((name, index) => ({
    name,
    notes: [
      { at: 0, duration: 0.38, frequency: pitch(NOTES[index]!), volume: 0.32, harmonics: [0.22, 0.05], attack: 0.01 },
    ],
  })),
  wrong,
  match,
]);
