import { CACHE_NAMES, isPrivatePath } from "./cache-rules";

async function keep(cacheName: string, url: string): Promise<void> {
  if (typeof caches === "undefined" || !navigator.serviceWorker?.controller) return;
  try {
    const cache = await caches.open(cacheName);
    if (!(await cache.match(url))) await cache.add(url);
  } catch {
    // Offline or refused: it is simply not kept, as if never opened.
  }
}

/**
 * A downloaded print PNG: the browser fetches downloads itself, past the service worker, so
 * the page keeps a copy (usually straight from the HTTP cache) for printing again offline.
 */
export function keepDownload(url: string): void {
  void keep(CACHE_NAMES.images, url);
}

/** Set by the not-found screen: its address answers 404, which a cache refuses (and the console reports). */
export const NOT_FOUND_MARKER = "data-not-found";

/** The page a visit started on loaded before the worker was there; keep it like any page opened later. */
export function keepCurrentPage(): void {
  const { pathname, search } = window.location;
  if (isPrivatePath(pathname) || document.querySelector(`[${NOT_FOUND_MARKER}]`)) return;
  void keep(CACHE_NAMES.pages, pathname + search);
}
