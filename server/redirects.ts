/**
 * Permanent (301) redirects for pages that moved. Keys and targets are decoded paths
 * without a trailing slash; the query string is kept.
 */
export const redirects: ReadonlyMap<string, string> = new Map([
  // The cloud-hopping game was renamed when it became Little Dodger; old links keep working.
  ["/games/cozy-cloud-hop", "/games/little-dodger"],
  // Browsers ask for /favicon.ico where a page names no icon (a picture opened on its own, on a
  // phone); the site's icon is an SVG.
  ["/favicon.ico", "/favicon.svg"],
]);
