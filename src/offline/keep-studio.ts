import { CACHE_NAMES } from "./cache-rules";

/**
 * A visit to the coloring studio keeps every studio page with its region map and line art, so
 * any page can be colored offline afterwards (the studio's code is precached with every chunk).
 * Apart from keep-for-offline.ts so the studio shares no chunk with the Activities page.
 */
export async function keepColoringStudio(
  pages: readonly { path: string; regions: string; lineArt: string }[],
): Promise<void> {
  if (typeof caches === "undefined" || !navigator.serviceWorker?.controller) return;
  // Region maps last: once all are kept the studio works offline (what its offline test waits for).
  const kept = [
    [CACHE_NAMES.pages, pages.map((p) => p.path)],
    [CACHE_NAMES.images, pages.map((p) => p.lineArt)],
    [CACHE_NAMES.studio, pages.map((p) => p.regions)],
  ] as const;
  for (const [name, urls] of kept) {
    let cache: Cache;
    try {
      cache = await caches.open(name);
    } catch {
      return;
    }
    for (const url of urls) {
      try {
        if (url && !(await cache.match(url))) await cache.add(url);
      } catch {
        // Offline or refused: this one is kept on a later visit; the others are still tried.
      }
    }
  }
}
