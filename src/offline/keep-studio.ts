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
  const kept = [
    [CACHE_NAMES.pages, pages.map((p) => p.path)],
    [CACHE_NAMES.studio, pages.map((p) => p.regions)],
    [CACHE_NAMES.images, pages.map((p) => p.lineArt)],
  ] as const;
  for (const [name, urls] of kept) {
    try {
      const cache = await caches.open(name);
      for (const url of urls) if (url && !(await cache.match(url))) await cache.add(url);
    } catch {
      // Offline or refused: what is not kept yet is kept on a later visit.
    }
  }
}
