import { useEffect } from "react";
import { UpdateToast } from "./UpdateToast";
import { useUpdateStore } from "./update-store";

/** Off in `npm run dev` (Vite serves no worker), and in builds made with VITE_SERVICE_WORKER=off. */
const workerEnabled = import.meta.env.PROD && import.meta.env.VITE_SERVICE_WORKER !== "off";

function afterLoad(run: () => void): void {
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
}

/**
 * Starts the service worker once the page has loaded (so the first visit's loading is not
 * slowed by it) and shows the update toast when a new version is waiting.
 */
export function OfflineSupport() {
  const apply = useUpdateStore((s) => s.apply);
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    afterLoad(() => {
      void import("./register-service-worker")
        .then((m) =>
          workerEnabled ? m.registerServiceWorker(useUpdateStore.getState().offer) : m.unregisterServiceWorkers(),
        )
        .catch(() => undefined);
    });
  }, []);
  return apply ? <UpdateToast onReload={apply} onLater={useUpdateStore.getState().dismiss} /> : null;
}
