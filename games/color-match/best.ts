import { defineBest } from "@station/engine";

/** One best per difficulty: a Hard score and an Easy one are not the same feat. */
export const best = defineBest({
  label: "Best score",
  unit: "points",
  lowerIsBetter: false,
  variants: [
    { id: "easy", label: "Easy" },
    { id: "medium", label: "Medium" },
    { id: "hard", label: "Hard" },
  ],
});
