/** One picture the lightbox can show. */
export interface LightboxImage {
  /** Asset id of the picture. */
  image: string;
  /** A picture served by URL instead of an asset (the contest wall's entries). */
  src?: string;
  alt: string;
  title: string;
}

/** spec.md section 3: the lightbox state. */
export interface LightboxState {
  isOpen: boolean;
  images: readonly LightboxImage[];
  currentIndex: number;
}

/** Steps with wraparound: after the last comes the first. */
export function step(index: number, delta: number, count: number): number {
  return count === 0 ? 0 : (((index + delta) % count) + count) % count;
}

/** spec.md section 9: the lightbox works from 768px; narrower screens open the picture itself. */
export const LIGHTBOX_MEDIA = "(min-width: 768px)";
