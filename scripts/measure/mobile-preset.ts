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
