/**
 * The site's service worker (built by scripts/build/service-worker/build.ts into dist/client/sw.js).
 * Precached: the shell, every game page and everything a game needs, every coloring studio page
 * with its region map and line art. Kept at runtime: the
 * pages, article chunks and pictures a visitor opened. A new version waits until the visitor
 * presses Reload in the update toast, so nobody loses a game to an update.
 */
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import { CACHE_NAMES, OFFLINE_FALLBACK_URL, isPrivatePath } from "../cache-rules";
import { sameImageMatcher } from "./kept-copies";
import { SKIP_WAITING_MESSAGE } from "../messages";

/** Replaced at build time with the list made from the real build output. */
declare const __PRECACHE_MANIFEST__: PrecacheEntry[];

interface WorkerScope {
  skipWaiting(): Promise<void>;
  addEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
}
const worker = self as unknown as WorkerScope;

cleanupOutdatedCaches();
precacheAndRoute(__PRECACHE_MANIFEST__);
// The first visit's page comes under the worker at once, so it works offline straight away.
clientsClaim();

worker.addEventListener("message", (event) => {
  if (event.data === SKIP_WAITING_MESSAGE) void worker.skipWaiting();
});

const okOnly = () => new CacheableResponsePlugin({ statuses: [200] });

registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && request.mode === "navigate" && !isPrivatePath(url.pathname),
  new NetworkFirst({
    cacheName: CACHE_NAMES.pages,
    // A weak signal should not keep a reader waiting for a page they already have.
    networkTimeoutSeconds: 4,
    plugins: [
      okOnly(),
      new ExpirationPlugin({ maxEntries: 100 }),
      {
        // No network and not cached: the offline page, in the site's layout.
        handlerDidError: async () => (await matchPrecache(OFFLINE_FALLBACK_URL)) ?? Response.error(),
      },
    ],
  }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
  new CacheFirst({ cacheName: CACHE_NAMES.chunks, plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 80 })] }),
);

/**
 * Offline, a size of a picture never fetched is served from another kept copy of it: one in the
 * pictures' cache, or the full PNG in the precache (every coloring page's line art is there).
 */
async function keptCopyOf(request: Request): Promise<Response | undefined> {
  const pathname = new URL(request.url).pathname;
  const matches = sameImageMatcher(pathname);
  if (!matches) return undefined;
  const cache = await caches.open(CACHE_NAMES.images);
  const kept = (await cache.keys()).find((key) => matches(new URL(key.url).pathname));
  if (kept) return cache.match(kept);
  const full = pathname.replace(/-\d+\.(avif|webp)$/, ".png");
  return full === pathname ? undefined : matchPrecache(full);
}

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/images/"),
  new CacheFirst({
    cacheName: CACHE_NAMES.images,
    plugins: [
      okOnly(),
      new ExpirationPlugin({ maxEntries: 300 }),
      { handlerDidError: async ({ request }) => (await keptCopyOf(request)) ?? Response.error() },
    ],
  }),
);
