import { defineBest } from "../../engine";

export const best = defineBest({
  label: "High score",
  unit: "points",
  lowerIsBetter: false,
});
