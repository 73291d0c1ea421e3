import { defineBest } from "@station/engine";

/** Wins in a row against the computer; a loss or a tie starts the count again. */
export const best = defineBest({
  label: "Longest winning streak",
  unit: "wins",
  lowerIsBetter: false,
});
