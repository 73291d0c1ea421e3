import { describe, expect, it } from "vitest";
import { LEGACY_SNAKE_KEY, LOCAL_BESTS_KEY, clearLocalBests, readLocalBests, writeLocalBests } from "./local";

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const now = () => new Date("2026-02-03T04:05:06Z");
const best = { value: 14, lowerIsBetter: true, achievedAt: "2026-01-01T00:00:00.000Z" };

describe("the browser's bests", () => {
  it("survive a write and a read, under one versioned key", () => {
    const storage = memory();
    writeLocalBests({ bests: { memory: best }, pending: ["memory"] }, storage);
    expect([...storage.data.keys()]).toEqual([LOCAL_BESTS_KEY]);
    expect(readLocalBests(storage, now)).toEqual({ bests: { memory: best }, pending: ["memory"] });
  });

  it("read nothing from a broken or unknown value rather than failing", () => {
    expect(readLocalBests(memory({ [LOCAL_BESTS_KEY]: "{not json" }), now)).toEqual({ bests: {}, pending: [] });
    expect(readLocalBests(memory({ [LOCAL_BESTS_KEY]: '{"v":99,"bests":{}}' }), now).bests).toEqual({});
    const odd = JSON.stringify({ v: 1, bests: { snake: { value: "lots" }, memory: best }, pending: ["snake", 3] });
    expect(readLocalBests(memory({ [LOCAL_BESTS_KEY]: odd }), now)).toEqual({ bests: { memory: best }, pending: [] });
  });

  it("take in Snake's old high score once, keeping a better one already there", () => {
    const storage = memory({ [LEGACY_SNAKE_KEY]: "120" });
    expect(readLocalBests(storage, now).bests.snake).toEqual({
      value: 120,
      lowerIsBetter: false,
      achievedAt: "2026-02-03T04:05:06.000Z",
    });
    expect(storage.data.has(LEGACY_SNAKE_KEY)).toBe(false);
    expect(readLocalBests(storage, now).bests.snake?.value).toBe(120);

    const better = memory({ [LEGACY_SNAKE_KEY]: "40" });
    writeLocalBests({ bests: { snake: { ...best, value: 90, lowerIsBetter: false } }, pending: [] }, better);
    expect(readLocalBests(better, now).bests.snake?.value).toBe(90);
  });

  it("are forgotten by clearLocalBests", () => {
    const storage = memory({ [LEGACY_SNAKE_KEY]: "10" });
    writeLocalBests({ bests: { memory: best }, pending: [] }, storage);
    clearLocalBests(storage);
    expect(readLocalBests(storage, now)).toEqual({ bests: {}, pending: [] });
  });
});
