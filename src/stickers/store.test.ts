import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AccountStickersApi } from "./account-api";
import { LOCAL_STICKERS_KEY, mergeEarned, parseBook, readLocalBook, type EarnedMap } from "./local";
import {
  attachAccount,
  handleEvent,
  resetStickerStore,
  takeArrival,
  useStickerStore,
  type ContextSource,
} from "./store";

const context: ContextSource = () => ({
  gameStickers: [{ game: "memory", id: "round", earnedBy: "round" }],
  allGames: ["memory", "snake"],
  pageOfDay: () => "rocket",
});

function fakeAccount(initial: EarnedMap = {}, online = true) {
  const stored: Record<string, string> = { ...initial };
  const api: AccountStickersApi & { stored: Record<string, string>; online: boolean } = {
    stored,
    online,
    async fetchAll() {
      if (!api.online) throw new Error("offline");
      return { ...stored };
    },
    async award(id, at) {
      if (!api.online) throw new Error("offline");
      if (!stored[id] || Date.parse(at) < Date.parse(stored[id]!)) stored[id] = at;
    },
  };
  return api;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  const data = new Map<string, string>();
  vi.stubGlobal("localStorage", {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  });
  resetStickerStore();
});

describe("the sticker store", () => {
  it("keeps a visitor's stickers in the browser and shows each new one once", () => {
    const noon = new Date(2026, 10, 29, 12);
    expect(handleEvent({ kind: "round-finished", game: "memory" }, context, noon)).toEqual(["memory-round"]);
    expect(handleEvent({ kind: "round-finished", game: "memory" }, context, noon)).toEqual([]);
    expect(takeArrival()?.id).toBe("memory-round");
    expect(takeArrival()).toBeUndefined();
    expect(readLocalBook().earned).toEqual({ "memory-round": noon.toISOString() });
    expect(readLocalBook().progress.games).toEqual(["memory"]);
  });

  it("merges on sign-in: the visitor's stickers reach the account, the account's reach the browser", async () => {
    handleEvent({ kind: "poster-opened", id: "x" }, context, new Date("2026-11-20T10:00:00Z"));
    const api = fakeAccount({ "story-time": "2026-11-01T10:00:00.000Z", "kind-words": "2026-11-25T10:00:00.000Z" });
    await attachAccount(api);
    expect(api.stored["kind-words"]).toBe("2026-11-20T10:00:00.000Z");
    expect(Object.keys(useStickerStore.getState().book.earned).sort()).toEqual(["kind-words", "story-time"]);
    expect(useStickerStore.getState().book.pending).toEqual([]);
    // The account's stickers are not news: nothing to show for them.
    expect(useStickerStore.getState().arrivals.map((a) => a.id)).toEqual(["kind-words"]);
  });

  it("keeps stickers earned offline pending, and sends them when the account answers again", async () => {
    const api = fakeAccount({}, true);
    await attachAccount(api);
    api.online = false;
    handleEvent({ kind: "contest-entered" }, context);
    await flush();
    expect(useStickerStore.getState().book.pending).toEqual(["brave-artist"]);
    api.online = true;
    await attachAccount(api);
    expect(api.stored["brave-artist"]).toBeDefined();
    expect(useStickerStore.getState().book.pending).toEqual([]);
  });

  it("reads back only well-formed books", () => {
    expect(parseBook("not json").earned).toEqual({});
    expect(parseBook(JSON.stringify({ v: 2, earned: { a: "2026-01-01" } })).earned).toEqual({});
    const book = parseBook(JSON.stringify({ v: 1, earned: { a: "2026-01-01T00:00:00Z", b: 3 }, pending: ["a", "z"] }));
    expect(book.earned).toEqual({ a: "2026-01-01T00:00:00Z" });
    expect(book.pending).toEqual(["a"]);
    localStorage.setItem(LOCAL_STICKERS_KEY, "{");
    expect(readLocalBook().earned).toEqual({});
  });

  it("merges two books keeping each sticker's earlier day", () => {
    expect(
      mergeEarned({ a: "2026-11-02T00:00:00Z", b: "2026-11-01T00:00:00Z" }, { a: "2026-11-01T00:00:00Z" }),
    ).toEqual({
      a: "2026-11-01T00:00:00Z",
      b: "2026-11-01T00:00:00Z",
    });
  });
});
