import { lazyCatalogue } from "./lazy-catalogue";

export const gallery = lazyCatalogue(import.meta.glob<Record<string, unknown>>("./gallery.ts"), "galleryCategories", [
  ["memes", "Memes"],
  ["room-inspiration", "Room Inspiration"],
  ["randomness", "Randomness"],
]);

if (import.meta.env.SSR) await gallery.load();
