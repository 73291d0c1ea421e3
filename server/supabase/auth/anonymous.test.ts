/**
 * Anonymous sign-ins: off by default (GoTrue's answer when disabled); with AUTH_ANONYMOUS=1 a
 * session with `is_anonymous` in the user and the token, kept out of the contest, reports and
 * Storage by the database, and made permanent by adding an email address and a password.
 */
import { decodeJwt } from "jose";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openLink, startTestService, type TestService, uniqueEmail } from "../../../tests/server/auth-harness.ts";

const PASSWORD = "correct horse 1";

describe("with anonymous sign-ins off (the default)", () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService();
  }, 120_000);
  afterAll(() => svc?.stop());

  it("answers 422 anonymous_provider_disabled and says so in /settings", async () => {
    const { data, error } = await svc.client().auth.signInAnonymously();
    expect(error?.status).toBe(422);
    expect((error as { code?: string }).code).toBe("anonymous_provider_disabled");
    expect(data.session).toBeNull();
    const settings = await (
      await fetch(`${svc.url}/auth/v1/settings`, { headers: { apikey: "lss-embedded-dev-anon-key" } })
    ).json();
    expect(settings.external.anonymous_users).toBe(false);
  });
});

describe("with AUTH_ANONYMOUS=1", () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService({ AUTH_ANONYMOUS: "1" });
  }, 120_000);
  afterAll(() => svc?.stop());

  async function anonymous() {
    const client = svc.client();
    const { data, error } = await client.auth.signInAnonymously();
    expect(error).toBeNull();
    return { client, id: data.user!.id, token: data.session!.access_token, user: data.user! };
  }

  it("signs in with no address: is_anonymous in the user and the token, role authenticated", async () => {
    const { user, token } = await anonymous();
    expect(user).toMatchObject({ is_anonymous: true, role: "authenticated", email: "", identities: [] });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ is_anonymous: true, role: "authenticated", sub: user.id });
    expect(claims.amr).toEqual([expect.objectContaining({ method: "anonymous" })]);
  });

  it("keeps only a nickname from the data, and checks it by the rule", async () => {
    const { data, error } = await svc
      .client()
      .auth.signInAnonymously({ options: { data: { nickname: "Comet Kid", favourite: "blue" } } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ nickname: "Comet Kid" });
    const bad = await svc.client().auth.signInAnonymously({ options: { data: { nickname: "   " } } });
    expect(bad.error?.status).toBe(422);
  });

  it("may keep personal bests, but enters no contest, reports nothing and stores no files", async () => {
    const { client, id } = await anonymous();
    expect((await client.rpc("record_best", { game_id: "snake", best: 12, lower_is_better: false })).error).toBeNull();

    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#88aaff" } })
      .png()
      .toBuffer();
    const entry = await client.storage
      .from("contest-entries")
      .upload(`${id}/${crypto.randomUUID()}.png`, png, { contentType: "image/png" });
    expect(entry.error).not.toBeNull();
    const studio = await client.storage
      .from("studio-pictures")
      .upload(`${id}/rocket-ship.${Date.now()}.png`, png, { contentType: "image/png" });
    expect(studio.error).not.toBeNull();

    // The functions meet the same rule, whatever a client sends them.
    await svc.auth.db.query("insert into storage.objects (bucket_id, name, owner) values ('contest-entries', $1, $2)", [
      `${id}/planted.png`,
      id,
    ]);
    const entered = await client.rpc("contest_enter", { entry_path: `${id}/planted.png` });
    expect(entered.error?.message).toMatch(/Add an email address/);
    // An entry on the wall, from a member with an address: reporting it is refused all the same.
    const other = await svc
      .client(svc.auth.keys.serviceRoleKey)
      .auth.admin.createUser({ email: uniqueEmail("artist"), password: PASSWORD, email_confirm: true });
    const onWall = await svc.auth.db.query<{ id: string }>(
      `insert into public.contest_entries (user_id, entry_path, wall_path, state)
       values ($1, $2, $3, 'approved') returning id`,
      [other.data.user!.id, `${other.data.user!.id}/a.png`, `${crypto.randomUUID()}.png`],
    );
    const reported = await client.rpc("contest_report", { entry_id: onWall.rows[0]!.id, reason: "unkind" });
    expect(reported.error?.message).toMatch(/Add an email address/);
  });

  it("refuses a password without an address, and has no address for a reauthentication code", async () => {
    const { client } = await anonymous();
    const { error } = await client.auth.updateUser({ password: PASSWORD });
    expect(error?.status).toBe(422);
    expect(error?.message).toMatch(/anonymous user without an email/);
    const reauth = await client.auth.reauthenticate();
    expect(reauth.error?.status).toBe(400);
  });

  it("becomes a permanent member with an address and a password, once the new address confirms", async () => {
    const { client, id } = await anonymous();
    const email = uniqueEmail("converted");
    const { data, error } = await client.auth.updateUser({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ is_anonymous: true, new_email: email });
    const mails = (await svc.mailbox()).filter((m) => m.to === email);
    expect(mails).toHaveLength(1);

    const opened = await openLink(mails[0]!.links[0]!);
    const token = opened.fragment.get("access_token")!;
    expect(decodeJwt(token)).toMatchObject({ is_anonymous: false, email, sub: id });
    const signedIn = await svc.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user).toMatchObject({ id, is_anonymous: false, app_metadata: { provider: "email" } });
  });

  it("refuses an address another account has, with email_exists", async () => {
    const { client } = await anonymous();
    const owner = uniqueEmail("owner");
    await svc
      .client(svc.auth.keys.serviceRoleKey)
      .auth.admin.createUser({ email: owner, password: PASSWORD, email_confirm: true });
    const { error } = await client.auth.updateUser({ email: owner, password: PASSWORD });
    expect((error as { code?: string } | null)?.code).toBe("email_exists");
  });
});
