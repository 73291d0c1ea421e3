import { defineBest } from "@station/engine";

export const best = defineBest({
  label: "High score",
  unit: "points",
  lowerIsBetter: false,
  newBestTitle: "New High Score",
});
