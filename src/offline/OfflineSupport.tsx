import { Suspense, useEffect } from "react";
import { ChunkBoundary } from "./ChunkBoundary";
import { retryableLazy } from "./retryable-lazy";
import { useUpdateStore } from "./update-store";

// Shown only when a new version waits, so no page's first load carries it; the worker that found
// the new version has this version's files in its cache.
const UpdateToast = retryableLazy(() => import("./UpdateToast"));

/** Off in `npm run dev` (Vite serves no worker), and in builds made with VITE_SERVICE_WORKER=off. */
const workerEnabled = import.meta.env.PROD && import.meta.env.VITE_SERVICE_WORKER !== "off";

/**
 * Starts the service worker (it loads once the page has settled: src/app/SettledWork.tsx, so the
 * first visit's loading is slowed neither by it nor by the precache it downloads) and shows the
 * update toast when a new version is waiting.
 */
export function OfflineSupport() {
  const apply = useUpdateStore((s) => s.apply);
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    void import("./register-service-worker")
      .then((m) =>
        workerEnabled ? m.registerServiceWorker(useUpdateStore.getState().offer) : m.unregisterServiceWorkers(),
      )
      .catch(() => undefined);
  }, []);
  if (!apply) return null;
  return (
    <ChunkBoundary what="A new version is ready" onRetry={UpdateToast.retry}>
      <Suspense fallback={null}>
        <UpdateToast onReload={apply} onLater={useUpdateStore.getState().dismiss} />
      </Suspense>
    </ChunkBoundary>
  );
}
