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
    let timer: ReturnType<typeof setTimeout> | undefined;
    let over = false;
    const done = () => {
      over = true;
      clearTimeout(timer);
      resolve();
    };
    const quiet = () => {
      clearTimeout(timer);
      if (!over) timer = setTimeout(done, QUIET_MS);
    };
    for (const type of ["pointerdown", "touchstart", "keydown", "wheel"])
      addEventListener(type, done, { once: true, capture: true, passive: true });
    const loaded = () => {
      if (typeof PerformanceObserver == "function") new PerformanceObserver(quiet).observe({ type: "resource" });
      quiet();
    };
    if (document.readyState == "complete") loaded();
    else addEventListener("load", loaded, { once: true });
  });
  return settled;
}
