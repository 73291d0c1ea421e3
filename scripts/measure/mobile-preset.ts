import type { Browser, CDPSession, Page } from "@playwright/test";

/**
 * The screen of Lighthouse's mobile preset (a Moto G Power), for the measurements that load pages
 * in a real browser context rather than in Lighthouse's simulation.
 */
export const LIGHTHOUSE_PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;

/**
 * A fresh tab on Lighthouse's mobile preset for real rather than simulated: its screen, its
 * "mobileSlow4G" network (150 ms, 1.6 Mbit/s down, 750 kbit/s up), a 4x slower CPU, no HTTP cache
 * and no service worker, so every load is a cold one. The CDP session stays open for the caller's
 * own listening (requests, the profiler).
 */
export async function openThrottledPhone(
  browser: Browser,
): Promise<{ page: Page; cdp: CDPSession; close(): Promise<void> }> {
  const context = await browser.newContext({ ...LIGHTHOUSE_PHONE, serviceWorkers: "block" });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return { page, cdp, close: () => context.close() };
}
