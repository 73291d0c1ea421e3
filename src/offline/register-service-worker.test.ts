import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SKIP_WAITING_MESSAGE } from "./messages";
import { TAKE_OVER_GRACE_MS, registerServiceWorker } from "./register-service-worker";

type Listener = () => void;

/** A page already controlled by a worker, with a newer one installed and waiting. */
function browserWithWaitingWorker() {
  const containerListeners = new Map<string, Listener[]>();
  const waiting = { postMessage: vi.fn() };
  const registration = {
    waiting,
    installing: null,
    addEventListener: vi.fn(),
    update: vi.fn(async () => undefined),
  };
  const container = {
    controller: {},
    register: vi.fn(async () => registration),
    getRegistration: vi.fn(async () => registration),
    ready: new Promise(() => undefined),
    addEventListener: (type: string, listener: Listener) =>
      containerListeners.set(type, [...(containerListeners.get(type) ?? []), listener]),
  };
  const reload = vi.fn();
  vi.stubGlobal("navigator", { serviceWorker: container });
  vi.stubGlobal("document", { querySelector: () => null });
  vi.stubGlobal("window", {
    location: { reload },
    addEventListener: vi.fn(),
    setInterval: vi.fn(),
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: number) => clearTimeout(id),
  });
  const takeOver = () => containerListeners.get("controllerchange")?.forEach((listener) => listener());
  return { waiting, reload, takeOver };
}

async function acceptedOffer() {
  let apply: (() => void) | undefined;
  await registerServiceWorker((accept) => (apply = accept));
  expect(apply).toBeDefined();
  apply!();
}

describe("Reload in the update toast", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("asks the waiting worker to take over and reloads once it has, and only once", async () => {
    const browser = browserWithWaitingWorker();
    await acceptedOffer();
    expect(browser.waiting.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
    expect(browser.reload).not.toHaveBeenCalled();
    browser.takeOver();
    browser.takeOver();
    expect(browser.reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(TAKE_OVER_GRACE_MS * 2);
    expect(browser.reload).toHaveBeenCalledTimes(1);
  });

  it("reloads anyway when the new worker is held back, so the press is never lost", async () => {
    const browser = browserWithWaitingWorker();
    await acceptedOffer();
    vi.advanceTimersByTime(TAKE_OVER_GRACE_MS - 1);
    expect(browser.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(browser.reload).toHaveBeenCalledTimes(1);
  });

  it("never reloads a page on the first install's take-over, before anyone pressed Reload", async () => {
    const browser = browserWithWaitingWorker();
    await registerServiceWorker(() => undefined);
    browser.takeOver();
    vi.advanceTimersByTime(TAKE_OVER_GRACE_MS * 2);
    expect(browser.reload).not.toHaveBeenCalled();
  });
});
