/**
 * Pages that moved, and where to: the production server answers the old paths with a 301, and
 * the site's router sends a client-side visit there too. One table for both. Keys and targets are
 * decoded paths without a trailing slash.
 */
export const movedPages = {
  // The cloud-hopping game was renamed when it became Little Dodger; old links keep working.
  "/games/cozy-cloud-hop": "/games/little-dodger",
} as const;
