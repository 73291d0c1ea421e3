/**
 * What the service worker may keep, shared by the worker, the offline page and the build.
 * Member data (/auth/v1, /rest/v1) and the development mailbox (/_dev/) never touch a cache:
 * a shared device must never show one person's data to the next.
 */
export const PRIVATE_PREFIXES = ["/auth/v1", "/rest/v1", "/_dev"] as const;

export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

export const CACHE_NAMES = {
  /** Pages a visitor opened (articles, catalogues, ...), so they read them again offline. */
  pages: "lss-pages",
  /** Thumbnails, pictures and print-ready PNGs a visitor saw or downloaded. */
  images: "lss-images",
  /** Code chunks not in the precache (each article's text), kept once fetched. */
  chunks: "lss-chunks",
} as const;

/** The stand-in for a page the worker does not have: the offline page, without its scripts. */
export const OFFLINE_FALLBACK_URL = "/offline.html";
