import { COLORING_PAGES } from "./coloring-pages";
import { lazyCatalogue } from "./lazy-catalogue";

// Pages reach the coloring pages' lookup through this module, so it ships in this module's chunk
// (a chunk of its own put /activities over its budget: 142.0 KB).
export { COLORING_PAGES, coloringPages } from "./coloring-pages";

export const activities = lazyCatalogue(
  import.meta.glob<Record<string, unknown>>("./activities.ts"),
  "activityCategories",
  [
    [COLORING_PAGES, "Coloring Pages"],
    ["activities", "Activities"],
  ],
);

if (import.meta.env.SSR) await activities.load();
