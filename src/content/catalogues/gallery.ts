import { lazyCatalogue } from "./fallback";

export const gallery = lazyCatalogue(
  import.meta.glob<Record<string, unknown>>("../catalogue/gallery.ts"),
  "galleryCategories",
  [
    ["memes", "Memes"],
    ["room-inspiration", "Room Inspiration"],
    ["randomness", "Randomness"],
  ],
);

if (import.meta.env.SSR) await gallery.load();
