import { keepCurrentPage } from "./keep-for-offline";
import { SKIP_WAITING_MESSAGE } from "./messages";

/** Long-lived tabs (a game left open all evening) hear of a deploy without navigating. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/**
 * How long Reload waits for the new worker to take over before reloading anyway. The browser
 * activates it only once the old worker has finished what it is serving, and a request that never
 * ends (a connection dropping mid-download) would leave the visitor's press doing nothing. The page
 * reloaded under the old worker still fetches the new build from the network.
 */
export const TAKE_OVER_GRACE_MS = 3000;

/**
 * Registers /sw.js and reports a new version once it is installed and waiting. The page only
 * reloads after the visitor accepts (offer's callback), never by itself mid-game.
 */
export async function registerServiceWorker(offer: (apply: () => void) => void): Promise<void> {
  const container = navigator.serviceWorker;
  // Offline, register() rejects (it cannot fetch the script to compare); the worker already
  // installed is still the one to listen to, so an update is heard once back online.
  const registration = await container.register("/sw.js", { scope: "/" }).catch(async (error: unknown) => {
    const existing = await container.getRegistration("/");
    if (!existing) throw error;
    return existing;
  });
  let accepted = false;
  let fallback: number | undefined;
  let reloading = false;
  // Once: a worker that another replaces while activating changes the controller again, and a
  // second reload would cut the first short.
  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.clearTimeout(fallback);
    window.location.reload();
  };
  container.addEventListener("controllerchange", () => {
    // The first install also takes control (clientsClaim); that must not reload the page.
    if (accepted) reload();
  });
  const offerWorker = (worker: ServiceWorker) =>
    offer(() => {
      accepted = true;
      worker.postMessage(SKIP_WAITING_MESSAGE);
      fallback = window.setTimeout(reload, TAKE_OVER_GRACE_MS);
    });
  if (registration.waiting && container.controller) offerWorker(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed" && container.controller) offerWorker(installing);
    });
  });
  // The not-found screen's address answers 404, which a cache refuses and the console reports.
  if (!document.querySelector("[data-not-found]")) {
    void container.ready.then(() => {
      if (container.controller) keepCurrentPage();
      else container.addEventListener("controllerchange", keepCurrentPage, { once: true });
    });
  }
  const check = () => void registration.update().catch(() => undefined);
  window.addEventListener("online", check);
  window.setInterval(check, UPDATE_CHECK_MS);
}

/** With the worker turned off (VITE_SERVICE_WORKER=off), one left from earlier is removed. */
export async function unregisterServiceWorkers(): Promise<void> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((r) => r.unregister()));
}
