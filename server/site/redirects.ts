import { movedPages } from "../../common/moved-pages.ts";

/**
 * Permanent (301) redirects for pages that moved (common/moved-pages.ts, which the site's router
 * follows too) and for the icon browsers guess. Keys and targets are decoded paths without a
 * trailing slash; the query string is kept.
 */
export const redirects: ReadonlyMap<string, string> = new Map([
  ...Object.entries(movedPages),
  // Browsers ask for /favicon.ico where a page names no icon (a picture opened on its own, on a
  // phone); the site's icon is an SVG.
  ["/favicon.ico", "/favicon.svg"],
]);
