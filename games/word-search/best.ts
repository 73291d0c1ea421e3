import { defineBest } from "@station/engine";

/** The time from the first letter chosen to the last word found, on the game clock. */
export const best = defineBest({
  label: "Fastest grid",
  unit: "seconds",
  lowerIsBetter: true,
});
