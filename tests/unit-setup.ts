import { afterAll, vi } from "vitest";

// Test files share their worker's modules (vitest.config.ts: isolate off): a global one file
// stubs (window, navigator, localStorage) must not reach the next.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
