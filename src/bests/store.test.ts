import { beforeEach, describe, expect, it, vi } from "vitest";
import { useToastStore } from "../toast/toast-store";
import { findGame } from "../../games/index";
import type { AccountBestsApi } from "./account-api";
import { LOCAL_BESTS_KEY } from "./local";
import type { BestMap, KeptBest } from "./merge";

/** A fresh module each test: the store reads the browser's bests when it is first imported. */
async function fresh(initial: Record<string, string> = {}) {
  vi.resetModules();
  const data = new Map(Object.entries(initial));
  vi.stubGlobal("localStorage", {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  });
  const store = await import("./store");
  const toasts = await import("../toast/toast-store");
  const stored = () => JSON.parse(data.get(LOCAL_BESTS_KEY) ?? "null") as { bests: BestMap; pending: string[] } | null;
  const lastToast = () => toasts.useToastStore.getState().current;
  return { ...store, stored, lastToast };
}

function fakeAccount(rows: Record<string, KeptBest> = {}) {
  let online = true;
  const sent: [string, number][] = [];
  const api: AccountBestsApi = {
    fetchAll: async () => {
      if (!online) throw new Error("Failed to fetch");
      return { ...rows };
    },
    async record(key, best) {
      if (!online) throw new Error("Failed to fetch");
      sent.push([key, best.value]);
      const old = rows[key];
      if (!old || (best.lowerIsBetter ? best.value < old.value : best.value > old.value)) rows[key] = best;
    },
  };
  return { api, rows, sent, setOnline: (on: boolean) => (online = on) };
}

const specOf = (id: string) => findGame(id)!.best;
const snakeBest = specOf("snake");
const memoryBest = specOf("memory");
const colorMatchBest = specOf("color-match");

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  useToastStore.setState({ current: null });
});

describe("recording a round", () => {
  it("Snake's first scored round is a new high score: kept, saved, and the toast says 'New High Score'", async () => {
    const b = await fresh();
    expect(
      b.record("snake", snakeBest, { value: 30 }, { title: "Game Over", description: "You scored 30 points." }),
    ).toBe(true);
    expect(b.useBestsStore.getState().bests.snake?.value).toBe(30);
    expect(b.stored()?.bests.snake?.value).toBe(30);
    expect(b.lastToast()).toMatchObject({
      title: "New High Score",
      description: "Game Over. You scored 30 points. High score: 30 points.",
    });
    // Lower or equal is no new best, and no toast of its own.
    b.useBestsStore.setState({});
    expect(b.record("snake", snakeBest, { value: 30 })).toBe(false);
    expect(b.record("snake", snakeBest, { value: 20 })).toBe(false);
    expect(b.useBestsStore.getState().bests.snake?.value).toBe(30);
  });

  it("a score of 0 is no best; fewer moves is, and its toast says the new figure", async () => {
    const b = await fresh();
    expect(b.record("snake", snakeBest, { value: 0 })).toBe(false);
    expect(b.useBestsStore.getState().bests).toEqual({});
    expect(b.record("memory", memoryBest, { value: 14 })).toBe(true);
    expect(b.record("memory", memoryBest, { value: 15 })).toBe(false);
    expect(b.record("memory", memoryBest, { value: 12 }, { title: "Congratulations! You won in 12 moves" })).toBe(true);
    expect(b.lastToast()).toMatchObject({
      title: "New best: 12 moves!",
      description: "Congratulations! You won in 12 moves.",
    });
  });

  it("keeps Color Match's best per difficulty", async () => {
    const b = await fresh();
    b.record("color-match", colorMatchBest, { value: 7, variant: "hard" });
    b.record("color-match", colorMatchBest, { value: 3, variant: "easy" });
    expect(b.lastToast()).toMatchObject({ title: "New best on Easy: 3 points!", description: undefined });
    expect(Object.keys(b.useBestsStore.getState().bests).sort()).toEqual(["color-match:easy", "color-match:hard"]);
    expect(b.useBestsStore.getState().beatenNow).toEqual(["color-match:hard", "color-match:easy"]);
  });

  it("reads the browser's bests (and Snake's old high score) when the page loads them", async () => {
    const b = await fresh({ "lss:game:snake:high-score": "80" });
    // Not before the page asks (after hydration): the prerendered page knows no bests.
    expect(b.useBestsStore.getState()).toMatchObject({ loaded: false, bests: {} });
    b.loadLocalBests();
    expect(b.useBestsStore.getState().bests.snake?.value).toBe(80);
    expect(b.record("snake", snakeBest, { value: 70 })).toBe(false);
  });
});

describe("a member's bests", () => {
  it("on sign-in: the browser's better bests reach the account, the account's better ones come back", async () => {
    const b = await fresh();
    b.record("snake", snakeBest, { value: 50 });
    b.record("memory", memoryBest, { value: 20 });
    const account = fakeAccount({ memory: { value: 11, lowerIsBetter: true, achievedAt: "2026-01-01T00:00:00.000Z" } });
    await b.attachAccount(account.api);
    expect(account.sent).toEqual([["snake", 50]]);
    expect(b.useBestsStore.getState().bests.memory?.value).toBe(11);
    expect(b.stored()?.bests.memory?.value).toBe(11);
    expect(b.useBestsStore.getState().synced).toBe(true);
  });

  it("a new best goes to the browser first, then the account; offline it waits and goes when back online", async () => {
    const b = await fresh();
    const account = fakeAccount();
    await b.attachAccount(account.api);
    b.record("snake", snakeBest, { value: 40 });
    expect(b.stored()?.pending).toEqual(["snake"]);
    await flush();
    expect(account.rows.snake?.value).toBe(40);
    expect(b.stored()?.pending).toEqual([]);

    account.setOnline(false);
    b.record("snake", snakeBest, { value: 60 });
    await flush();
    expect(b.stored()).toMatchObject({ bests: { snake: { value: 60 } }, pending: ["snake"] });
    expect(account.rows.snake?.value).toBe(40);
    // Still offline: a sync attempt changes nothing and loses nothing.
    await b.syncNow();
    expect(b.stored()?.pending).toEqual(["snake"]);
    account.setOnline(true);
    await b.syncNow();
    expect(account.rows.snake?.value).toBe(60);
    expect(b.stored()?.pending).toEqual([]);
  });

  it("clearLocalBests forgets the browser's bests", async () => {
    const b = await fresh();
    b.record("snake", snakeBest, { value: 40 });
    b.clearLocalBests();
    expect(b.useBestsStore.getState().bests).toEqual({});
    expect(b.stored()).toBeNull();
  });
});

describe("a round played below full speed", () => {
  beforeEach(() => useToastStore.setState({ current: null }));

  it("keeps its best apart from the full-speed best, and says which speed it was", async () => {
    const { record, stored, lastToast } = await fresh();
    const snake = findGame("snake")!;
    expect(record("snake", snake.best, { value: 120 })).toBe(true);
    expect(record("snake", snake.best, { value: 200, speed: 0.8 })).toBe(true);
    expect(record("snake", snake.best, { value: 90, speed: 0.8 })).toBe(false);
    expect(lastToast()?.description).toBe("High score at 80 % speed: 200 points.");
    const bests = stored()!.bests;
    expect(bests["snake"]?.value).toBe(120);
    expect(bests["snake:speed-80"]?.value).toBe(200);
  });
});

describe("the end card's answer to a round", () => {
  it("names the best of the speed the round was played at", async () => {
    await fresh();
    const { roundToasts } = await import("./round-toasts");
    const round = roundToasts("snake", snakeBest);
    expect(round.onRound({ value: 120 })).toEqual({ best: "High score: 120 points", newBest: true });
    expect(round.onRound({ value: 90, speed: 0.8 })).toEqual({
      best: "High score at 80 % speed: 90 points",
      newBest: true,
    });
    expect(round.onRound({ value: 60, speed: 0.8 })).toEqual({
      best: "High score at 80 % speed: 90 points",
      newBest: false,
    });
  });
});
