import { defineSounds, match, win, wrong } from "@station/engine/sounds";

/** Memory Match's sounds (`npm run sounds` makes the files). */
export const sounds = defineSounds([
  { name: "flip", notes: [{ at: 0, duration: 0.09, frequency: 380, glideTo: 760, volume: 0.2 }] },
  match,
  wrong,
  win,
]);
