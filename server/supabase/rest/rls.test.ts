/**
 * The data contract from the outside, through the real supabase-js client and raw fetch: a
 * member reads only their own bests, nobody writes them except through record_best, which keeps
 * the better value under concurrent calls, and delete_own_account leaves nothing behind.
 */
import { SignJWT } from "jose";
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../../../tests/server/auth-harness.ts";
import {
  PASSWORD,
  serviceForFile,
  type SignedUpMember as Member,
  signUpMember,
} from "../../../tests/server/service-fixture.ts";

const SECRET = "a test-only JWT secret, at least thirty-two characters";
const svc = serviceForFile({ AUTH_MAILER_AUTOCONFIRM: "1", AUTH_JWT_SECRET: SECRET });

const member = (email = uniqueEmail("member")) => signUpMember(svc, { email });

async function signIn(email: string): Promise<SupabaseClient> {
  const client = svc.client();
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  return client;
}

const raw = (path: string, init: RequestInit & { token?: string } = {}) => svc.rest(path, init);

async function storedBests(userId: string) {
  return (
    await svc.auth.db.query<{ game_id: string; best: number }>(
      "select game_id, best from public.game_bests where user_id = $1 order by game_id",
      [userId],
    )
  ).rows;
}

describe("a member's own bests", () => {
  it("records through record_best, keeps the better value, and reads them back", async () => {
    const alice = await member();
    const first = await alice.client.rpc("record_best", { game_id: "snake", best: 40, lower_is_better: false });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ user_id: alice.id, game_id: "snake", best: 40, lower_is_better: false });

    const worse = await alice.client.rpc("record_best", { game_id: "snake", best: 12, lower_is_better: false });
    expect(worse.data).toMatchObject({ best: 40 });
    await alice.client.rpc("record_best", { game_id: "memory", best: 30, lower_is_better: true });
    const fewer = await alice.client.rpc("record_best", { game_id: "memory", best: 22, lower_is_better: true });
    expect(fewer.data).toMatchObject({ best: 22 });

    const { data, error } = await alice.client
      .from("game_bests")
      .select("game_id,best,lower_is_better,achieved_at")
      .order("game_id", { ascending: true });
    expect(error).toBeNull();
    expect(data).toEqual([
      { game_id: "memory", best: 22, lower_is_better: true, achieved_at: expect.any(String) },
      { game_id: "snake", best: 40, lower_is_better: false, achieved_at: expect.any(String) },
    ]);

    const one = await alice.client.from("game_bests").select("best").eq("game_id", "snake").single();
    expect(one.data).toEqual({ best: 40 });
    const none = await alice.client.from("game_bests").select("best").eq("game_id", "dodger").single();
    expect(none.error?.code).toBe("PGRST116");
    const maybe = await alice.client.from("game_bests").select("best").eq("game_id", "dodger").maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null });
  });

  it("refuses bad input to record_best with a 400 and stores nothing", async () => {
    const bob = await member();
    for (const args of [
      { game_id: "snake", best: -1, lower_is_better: false },
      { game_id: "Snake; drop table", best: 3, lower_is_better: false },
      { game_id: "x".repeat(100), best: 3, lower_is_better: false },
      { game_id: "snake", best: 1.5, lower_is_better: false },
      { game_id: "snake", best: "lots", lower_is_better: false },
      { game_id: "snake", best: 3 },
    ]) {
      const { error, status } = await bob.client.rpc("record_best", args);
      expect(error, JSON.stringify(args)).not.toBeNull();
      expect([400, 404]).toContain(status);
    }
    expect(await storedBests(bob.id)).toEqual([]);
  });
});

describe("another member and anonymous clients", () => {
  let alice: Member;
  let mallory: Member;
  beforeAll(async () => {
    alice = await member();
    mallory = await member();
    await alice.client.rpc("record_best", { game_id: "snake", best: 77, lower_is_better: false });
  });

  it("cannot read another member's bests, with or without a filter on user_id", async () => {
    const anon = svc.client();
    for (const client of [mallory.client, anon]) {
      expect((await client.from("game_bests").select("*")).data ?? []).toEqual([]);
      const filtered = await client.from("game_bests").select("*").eq("user_id", alice.id);
      expect(filtered.data ?? []).toEqual([]);
    }
    const counted = await raw(`/game_bests?user_id=eq.${alice.id}`, {
      token: mallory.token,
      headers: { Prefer: "count=exact" },
    });
    expect(await counted.json()).toEqual([]);
    expect(counted.headers.get("content-range")).toBe("*/0");
  });

  it("cannot insert, update or delete any bests directly", async () => {
    const anon = svc.client();
    const row = { user_id: alice.id, game_id: "snake", best: 1, lower_is_better: false };
    for (const [client, status] of [
      [mallory.client, 403],
      [anon, 401],
      [alice.client, 403],
    ] as const) {
      expect((await client.from("game_bests").insert(row)).status).toBe(status);
      expect((await client.from("game_bests").update({ best: 1 }).eq("user_id", alice.id)).status).toBe(status);
      expect((await client.from("game_bests").delete().eq("user_id", alice.id)).status).toBe(status);
      expect((await client.from("game_bests").upsert(row)).error).not.toBeNull();
    }
    for (const method of ["POST", "PATCH", "DELETE", "PUT"]) {
      const response = await raw(`/game_bests?user_id=eq.${alice.id}`, {
        method,
        token: mallory.token,
        body: method === "DELETE" ? undefined : JSON.stringify(row),
      });
      expect(response.status, method).toBeGreaterThanOrEqual(400);
      expect(response.status, method).toBeLessThan(500);
      expect(await response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect(await storedBests(alice.id)).toEqual([{ game_id: "snake", best: 77 }]);
  });

  it("cannot call the RPCs as anon, and record_best only ever touches the caller's rows", async () => {
    const anon = svc.client();
    const recorded = await anon.rpc("record_best", { game_id: "snake", best: 999, lower_is_better: false });
    expect(recorded.status).toBe(401);
    expect(recorded.error?.code).toBe("42501");
    expect((await anon.rpc("delete_own_account")).status).toBe(401);
    // A user_id argument is not part of the function: PostgREST's 404 for an unknown signature.
    const spoofed = await mallory.client.rpc("record_best", {
      user_id: alice.id,
      game_id: "snake",
      best: 999,
      lower_is_better: false,
    });
    expect(spoofed.status).toBe(404);
    expect(spoofed.error?.code).toBe("PGRST202");
    expect(await storedBests(alice.id)).toEqual([{ game_id: "snake", best: 77 }]);
  });

  it("rejects a forged or expired JWT with 401 PGRST301", async () => {
    const forged = await new SignJWT({ role: "authenticated", sub: alice.id })
      .setProtectedHeader({ alg: "HS256" })
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("not the service's secret, but long enough"));
    const secret = new TextEncoder().encode(SECRET);
    const expired = await new SignJWT({ role: "authenticated", sub: alice.id })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(secret);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from(
      JSON.stringify({ role: "authenticated", sub: alice.id }),
    ).toString("base64url")}.`;
    for (const token of [forged, expired, unsigned, "garbage"]) {
      const response = await raw("/game_bests?select=*", { token });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: "PGRST301" });
    }
  });
});

describe("record_best under concurrent calls", () => {
  it.each([
    [false, "snake"],
    [true, "word-search"],
  ])("keeps the better value from two sessions (lower is better: %s)", async (lowerIsBetter, gameId) => {
    const { email } = await member();
    const sessions = [await signIn(email), await signIn(email)];
    const values = Array.from({ length: 40 }, () => 1 + Math.floor(Math.random() * 10_000));
    const results = await Promise.all(
      values.map((best, i) =>
        sessions[i % 2]!.rpc("record_best", { game_id: gameId, best, lower_is_better: lowerIsBetter }),
      ),
    );
    expect(results.every((r) => r.error === null)).toBe(true);
    const expected = lowerIsBetter ? Math.min(...values) : Math.max(...values);
    const { data } = await sessions[0]!.from("game_bests").select("best").eq("game_id", gameId).single();
    expect(data).toEqual({ best: expected });
  });
});

describe("delete_own_account", () => {
  it("removes the user, their sessions, refresh tokens and bests; the email starts afresh", async () => {
    const carol = await member();
    const second = await signIn(carol.email);
    await carol.client.rpc("record_best", { game_id: "snake", best: 5, lower_is_better: false });
    await carol.client.rpc("record_best", { game_id: "color-match:easy", best: 9, lower_is_better: false });
    const count = async (sql: string) =>
      (await svc.auth.db.query<{ n: number }>(`select count(*)::int as n ${sql}`, [carol.id])).rows[0]!.n;
    const counts = async () => [
      await count("from auth.users where id = $1"),
      await count("from auth.sessions where user_id = $1"),
      await count("from auth.refresh_tokens t join auth.sessions s on s.id = t.session_id where s.user_id = $1"),
      await count("from public.game_bests where user_id = $1"),
    ];
    expect(await counts()).toEqual([1, 2, 2, 2]);
    const orphans = async () =>
      (
        await svc.auth.db.query<{ n: number }>(
          "select count(*)::int as n from auth.refresh_tokens where session_id not in (select id from auth.sessions)",
        )
      ).rows[0]!.n;

    const { error, status } = await carol.client.rpc("delete_own_account");
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(await counts()).toEqual([0, 0, 0, 0]);
    expect(await orphans()).toBe(0);
    // The other session's refresh token is gone with it.
    expect((await second.auth.refreshSession()).error).not.toBeNull();

    const again = await member(carol.email);
    expect(again.id).not.toBe(carol.id);
    expect((await again.client.from("game_bests").select("*")).data).toEqual([]);
  });
});
