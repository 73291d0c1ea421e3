/**
 * Resolves once the page has settled: loaded, and then no download has finished for 5 s (its
 * network idle), or sooner at the visitor's first tap, click, key or wheel. Work the first screen
 * does not need (the service worker with its precache of the site, the sticker book) waits for it,
 * so a phone's first visit spends its connection on the page itself.
 */
const QUIET_MS = 5000;

let settled: Promise<void> | undefined;

export function whenSettled(): Promise<void> {
  // Pre-rendering: nothing to wait for.
  if (typeof document === "undefined") return Promise.resolve();
  settled ??= new Promise((resolve) => {
    const inputs = ["pointerdown", "touchstart", "keydown", "wheel"];
    let timer: ReturnType<typeof setTimeout> | undefined;
    let downloads: PerformanceObserver | undefined;
    const done = () => {
      // Settled once: nothing more to hear (every download of the visit would restart the clock).
      clearTimeout(timer);
      downloads?.disconnect();
      for (const type of inputs) removeEventListener(type, done, { capture: true });
      removeEventListener("load", loaded);
      resolve();
    };
    const quiet = () => {
      clearTimeout(timer);
      timer = setTimeout(done, QUIET_MS);
    };
    for (const type of inputs) addEventListener(type, done, { capture: true, passive: true });
    const loaded = () => {
      if (typeof PerformanceObserver == "function") {
        downloads = new PerformanceObserver(quiet);
        downloads.observe({ type: "resource" });
      }
      quiet();
    };
    if (document.readyState == "complete") loaded();
    else addEventListener("load", loaded, { once: true });
  });
  return settled;
}
