import { afterEach, describe, expect, it, vi } from "vitest";
import { IN_PROGRESS_KEY, pagesInProgress } from "../components/Catalogue/in-progress";
import { IN_PROGRESS, markInProgress, pageStorage, studioKey } from "./saved";

const store = new Map<string, string>();
globalThis.localStorage = {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
  clear: () => store.clear(),
  key: () => null,
  length: 0,
} as Storage;
afterEach(() => store.clear());

describe("pictures in progress", () => {
  it("are listed by the studio under the key the Activities page reads", () => {
    expect(IN_PROGRESS).toBe(IN_PROGRESS_KEY);
    markInProgress("rocket", true);
    markInProgress("cat-napping", true);
    markInProgress("rocket", false);
    expect(pagesInProgress()).toEqual(["cat-napping"]);
  });
});

describe("a page's slot", () => {
  const page = Object.assign(new EventTarget(), { visibilityState: "visible" });
  vi.stubGlobal("document", page);
  vi.stubGlobal("window", new EventTarget());

  it("writes a burst of changes once, with the newest state", () => {
    vi.useFakeTimers();
    const storage = pageStorage("rocket");
    const made: number[] = [];
    for (let n = 1; n <= 3; n++) storage.save(() => (made.push(n), { v: 1, n }) as never);
    expect(store.has(studioKey("rocket"))).toBe(false);
    vi.runAllTimers();
    expect(made).toEqual([3]);
    expect(storage.load()).toEqual({ v: 1, n: 3 });
    storage.close();
    vi.useRealTimers();
  });

  it("writes at once when the page is hidden or the studio closes", () => {
    const storage = pageStorage("rocket");
    storage.save(() => ({ v: 1, n: 1 }) as never);
    page.visibilityState = "hidden";
    page.dispatchEvent(new Event("visibilitychange"));
    expect(storage.load()).toEqual({ v: 1, n: 1 });
    storage.save(() => ({ v: 1, n: 2 }) as never);
    storage.close();
    expect(storage.load()).toEqual({ v: 1, n: 2 });
  });
});
