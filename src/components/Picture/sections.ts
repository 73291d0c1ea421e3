/**
 * The sections whose pictures have a page of their own (`/gallery/picture/{id}`, ...): a phone
 * opens these instead of the bare file, and the address can be shared.
 */
export type PictureSection = "gallery" | "activities" | "self-help";

export const pictureSections: Readonly<Record<PictureSection, { readonly title: string }>> = {
  gallery: { title: "Gallery" },
  activities: { title: "Activities" },
  "self-help": { title: "Self-Help" },
};

export function isPictureSection(value: string | undefined): value is PictureSection {
  return value !== undefined && Object.hasOwn(pictureSections, value);
}

export const picturePath = (section: PictureSection, id: string) => `/${section}/picture/${id}`;

/** A coloring page's place in the coloring studio. */
export const colorPath = (id: string) => `/activities/color/${id}`;

/** The grid with that picture's card: the grid opens its tab and brings the card into view. */
export const gridPath = (section: PictureSection, id: string) => `/${section}#picture-${id}`;
