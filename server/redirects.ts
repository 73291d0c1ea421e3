/**
 * Permanent (301) redirects for pages that moved. Keys and targets are decoded paths
 * without a trailing slash; the query string is kept.
 */
export const redirects: ReadonlyMap<string, string> = new Map([
  // The cloud-hopping game was renamed when it became Little Dodger; old links keep working.
  ["/games/cozy-cloud-hop", "/games/little-dodger"],
]);
