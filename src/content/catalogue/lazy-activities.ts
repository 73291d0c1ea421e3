import { lazyCatalogue } from "./lazy-catalogue";

export const activities = lazyCatalogue(
  import.meta.glob<Record<string, unknown>>("./activities.ts"),
  "activityCategories",
  [
    ["coloring-pages", "Coloring Pages"],
    ["activities", "Activities"],
  ],
);

if (import.meta.env.SSR) await activities.load();
