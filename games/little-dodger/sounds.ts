import { arpeggio, BELL, click, defineSounds, die, pitch, WARM } from "@station/engine/sounds";

/** Little Dodger's sounds (`npm run sounds` makes the files). */
export const sounds = defineSounds([
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
  die,
  click,
]);
