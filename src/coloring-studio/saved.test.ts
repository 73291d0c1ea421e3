import { afterEach, describe, expect, it } from "vitest";
import { IN_PROGRESS_KEY, pagesInProgress } from "../components/Catalogue/in-progress";
import { IN_PROGRESS, markInProgress } from "./saved";

describe("pictures in progress", () => {
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

  it("are listed by the studio under the key the Activities page reads", () => {
    expect(IN_PROGRESS).toBe(IN_PROGRESS_KEY);
    markInProgress("rocket", true);
    markInProgress("cat-napping", true);
    markInProgress("rocket", false);
    expect(pagesInProgress()).toEqual(["cat-napping"]);
  });
});
