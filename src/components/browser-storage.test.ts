import { afterEach, describe, expect, it, vi } from "vitest";
import { readStored, writeStored } from "./browser-storage";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("readStored and writeStored", () => {
  it("keep and read text in the area asked for", () => {
    const kept = new Map<string, string>();
    vi.stubGlobal("sessionStorage", {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
    });
    expect(writeStored("k", "v", "sessionStorage")).toBe(true);
    expect(readStored("k", "sessionStorage")).toBe("v");
    expect(readStored("other", "sessionStorage")).toBeNull();
  });

  it("answer null and false where storage is refused or missing, without throwing", () => {
    vi.stubGlobal("localStorage", {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    });
    expect(readStored("k")).toBeNull();
    expect(writeStored("k", "v")).toBe(false);
    vi.unstubAllGlobals();
    expect(readStored("k", "sessionStorage")).toBeNull();
  });
});
