import { COLORING_PAGES } from "./coloring-pages";
import { lazyCatalogue } from "./lazy-catalogue";

export const activities = lazyCatalogue(
  import.meta.glob<Record<string, unknown>>("./activities.ts"),
  "activityCategories",
  [
    [COLORING_PAGES, "Coloring Pages"],
    ["activities", "Activities"],
  ],
);

if (import.meta.env.SSR) await activities.load();
