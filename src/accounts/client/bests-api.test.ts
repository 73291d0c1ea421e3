import { describe, expect, it } from "vitest";
import type { KeptBest } from "../../bests/merge";
import { accountBestsApi } from "./bests-api";

const at = "2026-01-01T00:00:00.000Z";
const high = (value: number): KeptBest => ({ value, lowerIsBetter: false, achievedAt: at });
const low = (value: number): KeptBest => ({ value, lowerIsBetter: true, achievedAt: at });

/** supabase-js's auth with this access token (null: nobody signed in). */
const signedIn = (token: string | null) => ({
  getSession: async () => ({ data: { session: token ? { access_token: token } : null }, error: null }),
});

/** A query builder that records the call with the Authorization it is sent with. */
const sentWith = (calls: unknown[], call: unknown[], answer: unknown) => ({
  setHeader: async (name: string, value: string) => {
    if (name === "Authorization") calls.push([...call, value]);
    return answer;
  },
});

describe("the account's bests through supabase-js", () => {
  it("selects the contract's columns and records through the record_best RPC", async () => {
    const calls: unknown[] = [];
    const supabase = {
      auth: signedIn("member-token"),
      from: (table: string) => ({
        select: (columns: string) =>
          sentWith(calls, ["from", table, columns], {
            data: [
              { game_id: "memory", best: 14, lower_is_better: true, achieved_at: "2026-01-01T00:00:00+00:00" },
              { game_id: "broken", best: "x", lower_is_better: true, achieved_at: at },
            ],
            error: null,
          }),
      }),
      rpc: (fn: string, args: unknown) =>
        sentWith(calls, ["rpc", fn, args], { data: null, error: fn === "record_best" ? null : { message: "no" } }),
    };
    const api = accountBestsApi(supabase as never);
    expect(await api.fetchAll()).toEqual({ memory: low(14) });
    await api.record("color-match:easy", high(7));
    // Both as the member who is signed in when they are made, whatever happens before they are sent.
    expect(calls).toEqual([
      ["from", "game_bests", "game_id, best, lower_is_better, achieved_at", "Bearer member-token"],
      ["rpc", "record_best", { game_id: "color-match:easy", best: 7, lower_is_better: false }, "Bearer member-token"],
    ]);
  });

  it("sends nothing once the member has signed out", async () => {
    const calls: unknown[] = [];
    const supabase = {
      auth: signedIn(null),
      from: (table: string) => ({ select: () => sentWith(calls, ["from", table], { data: [], error: null }) }),
      rpc: (fn: string) => sentWith(calls, ["rpc", fn], { data: null, error: null }),
    };
    const api = accountBestsApi(supabase as never);
    await expect(api.fetchAll()).rejects.toThrow("Nobody is signed in");
    await expect(api.record("snake", high(1))).rejects.toThrow("Nobody is signed in");
    expect(calls).toEqual([]);
  });

  it("turns a service error into a rejection", async () => {
    const supabase = {
      auth: signedIn("member-token"),
      from: () => ({ select: () => sentWith([], [], { data: null, error: { message: "JWT expired" } }) }),
      rpc: () => sentWith([], [], { data: null, error: { message: "Failed to fetch" } }),
    };
    const api = accountBestsApi(supabase as never);
    await expect(api.fetchAll()).rejects.toThrow("JWT expired");
    await expect(api.record("snake", high(1))).rejects.toThrow("Failed to fetch");
  });
});
