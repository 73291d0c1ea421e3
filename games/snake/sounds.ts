import { arpeggio, BELL, defineSounds, die, WARM } from "@station/engine/sounds";

/** Snake's sounds (`npm run sounds` makes the files). */
export const sounds = defineSounds([
  { name: "eat", notes: [{ at: 0, duration: 0.13, frequency: 520, glideTo: 880, volume: 0.38, harmonics: WARM }] },
  die,
  { name: "turn", notes: [{ at: 0, duration: 0.045, frequency: 1100, volume: 0.14 }] },
  { name: "start", notes: arpeggio(["C5", "E5", "G5"], 0.09, 0.22, 0.32, BELL) },
]);
