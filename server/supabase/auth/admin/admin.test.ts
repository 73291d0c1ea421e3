/**
 * The admin API through supabase-js's `auth.admin`, with the service-role key and with the wrong
 * keys; app_metadata's merge rule and its place in the next access token; bans.
 */
import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { DEV_ANON_KEY } from "../../core/config.ts";
import { uniqueEmail } from "../../../../tests/server/auth-harness.ts";
import { PASSWORD, serviceForFile } from "../../../../tests/server/service-fixture.ts";

let now = Date.now();
const svc = serviceForFile({}, {}, () => now);

const admin = () => svc.client(svc.auth.keys.serviceRoleKey).auth.admin;

async function member(nickname = "Star Kid") {
  const email = uniqueEmail("member");
  const { data, error } = await admin().createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { nickname },
  });
  expect(error).toBeNull();
  return { email, id: data.user!.id };
}

describe("with the service-role key", () => {
  it("creates, gets, lists with a filter and pages, updates and deletes users", async () => {
    const a = await member("Alpha One");
    const b = await member("Beta Two");
    const got = await admin().getUserById(a.id);
    expect(got.data.user).toMatchObject({ id: a.id, email: a.email, user_metadata: { nickname: "Alpha One" } });
    expect(got.data.user?.email_confirmed_at).toBeTruthy();

    const filtered = await admin().listUsers({ page: 1, perPage: 50, filter: a.email.slice(0, 20) } as never);
    expect(filtered.data.users.map((u) => u.id)).toContain(a.id);

    const raw = await fetch(`${svc.url}/auth/v1/admin/users?page=1&per_page=1&filter=${encodeURIComponent(b.email)}`, {
      headers: { apikey: svc.auth.keys.serviceRoleKey, Authorization: `Bearer ${svc.auth.keys.serviceRoleKey}` },
    });
    expect(raw.status).toBe(200);
    expect(raw.headers.get("x-total-count")).toBe("1");
    const body = (await raw.json()) as { users: { id: string }[]; aud: string };
    expect(body).toMatchObject({ aud: "authenticated" });
    expect(body.users.map((u) => u.id)).toEqual([b.id]);

    const paged = await admin().listUsers({ page: 1, perPage: 1 });
    expect(paged.error).toBeNull();
    expect(paged.data.users).toHaveLength(1);
    expect((paged.data as { total?: number }).total).toBeGreaterThanOrEqual(2);
    expect((paged.data as { nextPage?: number | null }).nextPage).toBe(2);

    const updated = await admin().updateUserById(a.id, { user_metadata: { nickname: "Alpha Prime" } });
    expect(updated.data.user?.user_metadata).toEqual({ nickname: "Alpha Prime" });

    const client = svc.client();
    await client.auth.signInWithPassword({ email: b.email, password: PASSWORD });
    await client.rpc("record_best", { game_id: "snake", best: 12, lower_is_better: false });
    const deleted = await admin().deleteUser(b.id);
    expect(deleted.error).toBeNull();
    const gone = await admin().getUserById(b.id);
    expect(gone.error?.status).toBe(404);
    expect((gone.error as { code?: string }).code).toBe("user_not_found");
    const rows = await svc.auth.db.query("select 1 from public.game_bests where user_id = $1", [b.id]);
    expect(rows.rows).toHaveLength(0);
    const sessions = await svc.auth.db.query("select 1 from auth.sessions where user_id = $1", [b.id]);
    expect(sessions.rows).toHaveLength(0);
  });

  it("merges app_metadata's top-level keys, null removes one, and the next token carries it", async () => {
    const m = await member();
    const first = await admin().updateUserById(m.id, { app_metadata: { moderator: true, team: "red" } });
    expect(first.data.user?.app_metadata).toMatchObject({ provider: "email", moderator: true, team: "red" });
    const client = svc.client();
    const signedIn = await client.auth.signInWithPassword({ email: m.email, password: PASSWORD });
    expect(decodeJwt(signedIn.data.session!.access_token).app_metadata).toMatchObject({ moderator: true });

    const unset = await admin().updateUserById(m.id, { app_metadata: { moderator: null } });
    expect(unset.data.user?.app_metadata).toEqual({ provider: "email", providers: ["email"], team: "red" });
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).app_metadata).not.toHaveProperty("moderator");
  });

  it("confirms an address and sets a password", async () => {
    const email = uniqueEmail("unconfirmed");
    const created = await admin().createUser({ email, user_metadata: { nickname: "Nova" } });
    expect(created.data.user?.email_confirmed_at).toBeUndefined();
    await admin().updateUserById(created.data.user!.id, { email_confirm: true, password: "a new password 2" });
    const signedIn = await svc.client().auth.signInWithPassword({ email, password: "a new password 2" });
    expect(signedIn.error).toBeNull();
    const again = await admin().createUser({ email, password: PASSWORD });
    expect((again.error as { code?: string }).code).toBe("email_exists");
    expect(again.error?.status).toBe(422);
  });

  it("generates links that sign in without sending mail", async () => {
    const m = await member();
    const before = (await svc.mailbox()).length;
    const { data, error } = await admin().generateLink({ type: "magiclink", email: m.email });
    expect(error).toBeNull();
    expect(data.properties!.verification_type).toBe("magiclink");
    expect(data.properties!.email_otp).toMatch(/^\d{6}$/);
    expect(data.user!.id).toBe(m.id);
    expect((await svc.mailbox()).length).toBe(before);
    const verified = await svc
      .client()
      .auth.verifyOtp({ token_hash: data.properties!.hashed_token, type: "magiclink" });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.id).toBe(m.id);

    const recovery = await admin().generateLink({ type: "recovery", email: m.email });
    expect(new URL(recovery.data.properties!.action_link).searchParams.get("type")).toBe("recovery");
    const unknown = await admin().generateLink({ type: "recovery", email: uniqueEmail("nobody") });
    expect(unknown.error?.status).toBe(404);
  });

  it("answers each kind of link's 6-digit code, which verifyOtp takes for that kind only", async () => {
    const m = await member();
    const recovery = await admin().generateLink({ type: "recovery", email: m.email });
    const code = recovery.data.properties!.email_otp;
    expect(code).toMatch(/^\d{6}$/);
    // A recovery code neither signs in as a sign-in link's code nor confirms an address.
    expect((await svc.client().auth.verifyOtp({ email: m.email, token: code, type: "email" })).error?.status).toBe(403);
    // That wrong try cost one of five; the right kind still works.
    const reset = await svc.client().auth.verifyOtp({ email: m.email, token: code, type: "recovery" });
    expect(reset.error).toBeNull();
    expect(reset.data.user?.id).toBe(m.id);

    const invited = uniqueEmail("invited");
    for (const type of ["invite", "signup"] as const) {
      const link = await admin().generateLink(
        type === "signup" ? { type, email: uniqueEmail("signup"), password: PASSWORD } : { type, email: invited },
      );
      expect(link.error).toBeNull();
      expect(link.data.properties!.email_otp).toMatch(/^\d{6}$/);
      const confirmed = await svc.client().auth.verifyOtp({
        email: link.data.user!.email!,
        token: link.data.properties!.email_otp,
        type,
      });
      expect(confirmed.error).toBeNull();
      expect(confirmed.data.user?.email_confirmed_at).toBeTruthy();
    }
  });
});

describe("with the wrong keys", () => {
  it("answers 401 without a token and 403 not_admin to the anon key and a member's token", async () => {
    const anon = await fetch(`${svc.url}/auth/v1/admin/users`, {
      headers: { apikey: DEV_ANON_KEY, Authorization: `Bearer ${svc.auth.keys.generatedAnonKey}` },
    });
    expect(anon.status).toBe(403);
    expect(await anon.json()).toMatchObject({ error_code: "not_admin" });
    const none = await fetch(`${svc.url}/auth/v1/admin/users`, { headers: { apikey: DEV_ANON_KEY } });
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ error_code: "no_authorization" });

    const m = await member();
    const client = svc.client();
    const { data } = await client.auth.signInWithPassword({ email: m.email, password: PASSWORD });
    const asMember = await fetch(`${svc.url}/auth/v1/admin/users/${m.id}`, {
      method: "PUT",
      headers: { apikey: DEV_ANON_KEY, Authorization: `Bearer ${data.session!.access_token}` },
      body: JSON.stringify({ app_metadata: { moderator: true } }),
    });
    expect(asMember.status).toBe(403);
    expect(await asMember.json()).toMatchObject({ error_code: "not_admin" });
    const forged = await fetch(`${svc.url}/auth/v1/admin/users`, {
      headers: { apikey: DEV_ANON_KEY, Authorization: `Bearer ${svc.auth.keys.serviceRoleKey.slice(0, -4)}AAAA` },
    });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ error_code: "bad_jwt" });
    const noKey = await fetch(`${svc.url}/auth/v1/admin/users`);
    expect(noKey.status).toBe(401);
  });
});

describe("a banned member", () => {
  it("cannot sign in or refresh until the ban is lifted", async () => {
    const m = await member();
    const client = svc.client();
    await client.auth.signInWithPassword({ email: m.email, password: PASSWORD });
    const banned = await admin().updateUserById(m.id, { ban_duration: "24h" });
    expect(banned.data.user).toHaveProperty("banned_until");

    const signIn = await svc.client().auth.signInWithPassword({ email: m.email, password: PASSWORD });
    expect(signIn.error?.status).toBe(400);
    expect((signIn.error as { code?: string }).code).toBe("user_banned");
    const refresh = await client.auth.refreshSession();
    expect((refresh.error as { code?: string } | null)?.code).toBe("user_banned");

    now += 25 * 3600 * 1000;
    const later = await svc.client().auth.signInWithPassword({ email: m.email, password: PASSWORD });
    expect(later.error).toBeNull();
    await admin().updateUserById(m.id, { ban_duration: "876000h" });
    expect((await svc.client().auth.signInWithPassword({ email: m.email, password: PASSWORD })).error?.status).toBe(
      400,
    );
    await admin().updateUserById(m.id, { ban_duration: "none" });
    expect((await svc.client().auth.signInWithPassword({ email: m.email, password: PASSWORD })).error).toBeNull();
    const bad = await admin().updateUserById(m.id, { ban_duration: "forever" });
    expect(bad.error?.status).toBe(400);
  });
});
