import { defineBest } from "../../engine/core/best";

export const best = defineBest({
  label: "Fewest moves",
  unit: "moves",
  lowerIsBetter: true,
  newBestTitle: "New best: Fewest moves",
});
