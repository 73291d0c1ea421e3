import { lazyCatalogue, type LazyCatalogue } from "../../content/catalogue/lazy-catalogue";
import type { PictureSection } from "./sections";

// The picture pages read the data files themselves rather than through the catalogue pages'
// modules: shared, those would split off into extra files on every catalogue page's first load.
const files = import.meta.glob<Record<string, unknown>>([
  "../../content/catalogue/gallery.ts",
  "../../content/catalogue/activities.ts",
  "../../content/catalogue/self-help.ts",
]);

const from = (name: string, exported: string) =>
  lazyCatalogue({ file: files[`../../content/catalogue/${name}.ts`]! }, exported, []);

export const catalogueOf: Readonly<Record<PictureSection, LazyCatalogue>> = {
  gallery: from("gallery", "galleryCategories"),
  activities: from("activities", "activityCategories"),
  "self-help": from("self-help", "selfHelpCategories"),
};

if (import.meta.env.SSR) await Promise.all(Object.values(catalogueOf).map((c) => c.load()));
