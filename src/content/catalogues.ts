import type { Category } from "./catalogue/types";

/**
 * The three picture catalogues. Each lives in its own data file (`catalogue/gallery.ts`,
 * `catalogue/activities.ts`, `catalogue/self-help.ts`); until a file exists the page shows its
 * tabs with no pictures, so the site builds at every step.
 */
const files = import.meta.glob<Record<string, unknown>>("./catalogue/{gallery,activities,self-help}.ts", {
  eager: true,
});

function pick(file: string, name: string, fallback: readonly Category[]): readonly Category[] {
  const value = files[file]?.[name];
  return Array.isArray(value) ? (value as readonly Category[]) : fallback;
}

const empty = (id: string, title: string, description: string): Category => ({ id, title, description, items: [] });

export const galleryCategories = pick("./catalogue/gallery.ts", "galleryCategories", [
  empty("memes", "Memes", "Wholesome captioned pictures."),
  empty("room-inspiration", "Room Inspiration", "Cozy corners to dream about."),
  empty("randomness", "Randomness", "Happy little things."),
]);

export const activityCategories = pick("./catalogue/activities.ts", "activityCategories", [
  empty("coloring-pages", "Coloring Pages", "Printable pages to color."),
  empty("activities", "Activities", "Mazes and puzzles."),
]);

export const selfHelpCategories = pick("./catalogue/self-help.ts", "selfHelpCategories", [
  empty("informative-graphics", "Informative Graphics", "Gentle facts and reminders."),
  empty("worksheets-and-charts", "Worksheets & Charts", "Printable pages to fill in."),
]);
