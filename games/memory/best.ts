import { defineBest } from "@station/engine";

export const best = defineBest({
  label: "Fewest moves",
  unit: "moves",
  lowerIsBetter: true,
});
