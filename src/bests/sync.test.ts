import { describe, expect, it } from "vitest";
import type { AccountBestsApi } from "./account-api";
import type { BestMap, KeptBest } from "./merge";
import { syncWithAccount } from "./sync";

const at = "2026-01-01T00:00:00.000Z";
const high = (value: number): KeptBest => ({ value, lowerIsBetter: false, achievedAt: at });
const low = (value: number): KeptBest => ({ value, lowerIsBetter: true, achievedAt: at });

/** An account as record_best keeps it: the better of the stored and the sent value. */
function fakeAccount(initial: BestMap, failing: string[] = []) {
  const rows: Record<string, KeptBest> = { ...initial };
  const sent: string[] = [];
  const api: AccountBestsApi = {
    fetchAll: async () => ({ ...rows }),
    async record(key, best) {
      sent.push(key);
      if (failing.includes(key)) throw new Error("Failed to fetch");
      const old = rows[key];
      if (!old || (best.lowerIsBetter ? best.value < old.value : best.value > old.value)) rows[key] = best;
    },
  };
  return { api, rows, sent };
}

describe("syncing with the account", () => {
  it("sends the browser's better bests, adopts the account's better ones, and both end equal", async () => {
    const account = fakeAccount({ snake: high(90), memory: low(12) });
    const result = await syncWithAccount(account.api, {
      snake: high(120),
      memory: low(14),
      "color-match:hard": high(4),
    });
    expect(account.sent.sort()).toEqual(["color-match:hard", "snake"]);
    expect(result).toEqual({ bests: { snake: high(120), memory: low(12), "color-match:hard": high(4) }, pending: [] });
    expect(account.rows).toEqual(result.bests);
  });

  it("keeps a best the account refused to take as pending, and still merges", async () => {
    const account = fakeAccount({}, ["snake"]);
    const result = await syncWithAccount(account.api, { snake: high(30), memory: low(9) });
    expect(result.pending).toEqual(["snake"]);
    expect(result.bests).toEqual({ snake: high(30), memory: low(9) });
    expect(account.rows).toEqual({ memory: low(9) });
  });

  it("rejects when the account cannot be read, sending nothing", async () => {
    const api: AccountBestsApi = {
      fetchAll: () => Promise.reject(new Error("offline")),
      record: () => Promise.reject(new Error("must not be called")),
    };
    await expect(syncWithAccount(api, { snake: high(1) })).rejects.toThrow("offline");
  });
});
