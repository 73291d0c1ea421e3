import { defineBest } from "../../engine";

export const best = defineBest({
  label: "Fewest moves",
  unit: "moves",
  lowerIsBetter: true,
});
