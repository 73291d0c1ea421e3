/**
 * The account flows through the real supabase-js client: sign-up, the emailed link, password
 * sign-in, refresh rotation and reuse, sign-out scopes, password change, recovery.
 */
import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { DEV_ANON_KEY } from "../core/config.ts";
import { openLink, uniqueEmail } from "../../../tests/server/auth-harness.ts";
import { PASSWORD, serviceForFile } from "../../../tests/server/service-fixture.ts";

let now = Date.now();
const svc = serviceForFile({}, {}, () => now);

async function signUp(nickname = "Star Kid") {
  const email = uniqueEmail();
  const client = svc.client();
  const result = await client.auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { nickname }, emailRedirectTo: `${svc.url}/auth/confirm` },
  });
  expect(result.error).toBeNull();
  return { email, client, user: result.data.user };
}

/** A confirmed user, signed in on a fresh client. */
async function confirmedUser() {
  const { email } = await signUp();
  await openLink(await svc.lastLink(email));
  const client = svc.client();
  const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  return { email, client, session: data.session! };
}

describe("sign-up and the confirmation link", () => {
  it("answers the user without a session and mails a link back to the redirect target", async () => {
    const { email, user } = await signUp("Luna 7");
    expect(user?.email).toBe(email);
    expect(user?.user_metadata).toEqual({ nickname: "Luna 7" });
    expect(user?.email_confirmed_at).toBeUndefined();
    expect(user?.identities).toHaveLength(1);

    const [mail] = await svc.mailbox();
    expect(mail).toMatchObject({ to: email, subject: "Confirm your Little Space Station account" });
    expect(mail!.text).toContain(mail!.links[0]);
    const link = new URL(mail!.links[0]!);
    expect(link.pathname).toBe("/auth/v1/verify");
    expect(link.searchParams.get("type")).toBe("signup");
    expect(link.searchParams.get("redirect_to")).toBe(`${svc.url}/auth/confirm`);
  });

  it("signs in from the link: 303 to the redirect with the session in the fragment, once only", async () => {
    const { email } = await signUp();
    const link = await svc.lastLink(email);
    const opened = await openLink(link);
    expect(opened.status).toBe(303);
    expect(opened.location.split("#")[0]).toBe(`${svc.url}/auth/confirm`);
    const f = opened.fragment;
    expect(f.get("token_type")).toBe("bearer");
    expect(f.get("type")).toBe("signup");
    expect(Number(f.get("expires_in"))).toBe(3600);
    expect(Number(f.get("expires_at"))).toBe(Math.floor(now / 1000) + 3600);
    expect(f.get("refresh_token")!.length).toBeGreaterThanOrEqual(12);

    const { data } = await svc.client().auth.getUser(f.get("access_token")!);
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();

    const again = await openLink(link);
    expect(again.location.split("#")[0]).toBe(`${svc.url}/auth/confirm`);
    expect(Object.fromEntries(again.fragment)).toEqual({
      error: "access_denied",
      error_code: "otp_expired",
      error_description: "Email link is invalid or has expired",
    });
  });

  it("refuses a link older than a day", async () => {
    const { email } = await signUp();
    const link = await svc.lastLink(email);
    now += 86_401_000;
    try {
      expect((await openLink(link)).fragment.get("error_code")).toBe("otp_expired");
    } finally {
      now -= 86_401_000;
    }
  });

  it("sends the browser to the site's root when the redirect target is another site", async () => {
    const email = uniqueEmail();
    await svc.client().auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { nickname: "Nova" }, emailRedirectTo: "https://evil.example/steal" },
    });
    const link = new URL(await svc.lastLink(email));
    expect(link.searchParams.get("redirect_to")).toBe(`${svc.url}/`);
    // A link edited by hand is checked again when opened.
    link.searchParams.set("redirect_to", "https://evil.example/steal");
    expect((await openLink(link.href)).location.startsWith(`${svc.url}/#access_token=`)).toBe(true);
  });

  it("answers a repeat sign-up of a confirmed address with a made-up user and mails nothing", async () => {
    const { email } = await confirmedUser();
    const before = (await svc.mailbox()).length;
    const { data, error } = await svc.client().auth.signUp({
      email,
      password: "another password",
      options: { data: { nickname: "Someone" } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect((await svc.mailbox()).length).toBe(before);
    // The account is untouched: the original password still signs in.
    expect((await svc.client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it("mails a new link for a repeat sign-up of an unconfirmed address; the old link stops working", async () => {
    const { email, user } = await signUp();
    const first = await svc.lastLink(email);
    const again = await svc.client().auth.signUp({ email, password: PASSWORD, options: { data: { nickname: "Kid" } } });
    // The answer tells nothing about the stored account: not its id, nor its nickname.
    expect(again.data.user?.id).not.toBe(user?.id);
    expect(again.data.user?.user_metadata).toEqual({ nickname: "Kid" });
    const second = await svc.lastLink(email);
    expect(second).not.toBe(first);
    expect((await openLink(first)).fragment.get("error_code")).toBe("otp_expired");
    expect((await openLink(second)).fragment.get("access_token")).toBeTruthy();
  });

  it("verifies with POST /verify (verifyOtp with the token hash) too", async () => {
    const { email } = await signUp();
    const token = new URL(await svc.lastLink(email)).searchParams.get("token")!;
    const client = svc.client();
    const { data, error } = await client.auth.verifyOtp({ token_hash: token, type: "signup" });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    const reused = await svc.client().auth.verifyOtp({ token_hash: token, type: "signup" });
    expect(reused.error).toMatchObject({ code: "otp_expired", status: 403 });
  });
});

describe("sessions", () => {
  it("signs in with a password: GoTrue's session shape and access-token claims", async () => {
    const { email, session } = await confirmedUser();
    expect(session).toMatchObject({ token_type: "bearer", expires_in: 3600, user: { email } });
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      sub: session.user.id,
      aud: "authenticated",
      role: "authenticated",
      email,
      phone: "",
      aal: "aal1",
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: { nickname: "Star Kid" },
      is_anonymous: false,
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.amr).toEqual([{ method: "password", timestamp: expect.any(Number) }]);
    expect(session.user.last_sign_in_at).toBeTruthy();
  });

  it("rotates refresh tokens; a used one inside the grace gets the same child, after it the session ends", async () => {
    const { client, session } = await confirmedUser();
    const first = session.refresh_token;
    const r1 = await client.auth.refreshSession({ refresh_token: first });
    expect(r1.error).toBeNull();
    const child = r1.data.session!.refresh_token;
    expect(child).not.toBe(first);

    now += 5_000; // inside the 10 s grace: a client that lost the answer retries
    const retry = await svc.client().auth.refreshSession({ refresh_token: first });
    expect(retry.data.session?.refresh_token).toBe(child);

    const r2 = await svc.client().auth.refreshSession({ refresh_token: child });
    const grandchild = r2.data.session!.refresh_token;
    expect(grandchild).not.toBe(child);

    now += 10_001; // past the grace: the old token in someone's hands ends the whole session
    const stolen = await svc.client().auth.refreshSession({ refresh_token: first });
    expect(stolen.error).toMatchObject({ code: "refresh_token_already_used", status: 400 });
    const after = await svc.client().auth.refreshSession({ refresh_token: grandchild });
    expect(after.error).toMatchObject({ code: "refresh_token_not_found", status: 400 });
    // supabase-js turns GoTrue's `session_not_found` into its "Auth session missing!" error.
    expect((await svc.client().auth.getUser(r2.data.session!.access_token)).error?.name).toBe(
      "AuthSessionMissingError",
    );
  });

  it("signs out with scope local, others and global", async () => {
    const { email } = await confirmedUser();
    const signIn = async () => {
      const client = svc.client();
      const { data } = await client.auth.signInWithPassword({ email, password: PASSWORD });
      return { client, token: data.session!.access_token };
    };
    const alive = async (token: string) => (await svc.client().auth.getUser(token)).error === null;
    const [a, b, c, d] = [await signIn(), await signIn(), await signIn(), await signIn()];

    expect((await a.client.auth.signOut({ scope: "local" })).error).toBeNull();
    expect([await alive(a.token), await alive(b.token), await alive(c.token)]).toEqual([false, true, true]);

    expect((await b.client.auth.signOut({ scope: "others" })).error).toBeNull();
    expect([await alive(b.token), await alive(c.token), await alive(d.token)]).toEqual([true, false, false]);

    const e = await signIn();
    expect((await e.client.auth.signOut()).error).toBeNull(); // global by default
    expect([await alive(b.token), await alive(e.token)]).toEqual([false, false]);
  });

  it("changes the password with PUT /user: the old one stops working, other sessions end", async () => {
    const { email, client } = await confirmedUser();
    const other = svc.client();
    const { data: otherData } = await other.auth.signInWithPassword({ email, password: PASSWORD });

    const same = await client.auth.updateUser({ password: PASSWORD, current_password: PASSWORD });
    expect(same.error).toMatchObject({ code: "same_password", status: 422 });
    const weak = await client.auth.updateUser({ password: "12345", current_password: PASSWORD });
    expect(weak.error).toMatchObject({ code: "weak_password", status: 422 });

    const { data, error } = await client.auth.updateUser({ password: "a brand new one", current_password: PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect((await svc.client().auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe(
      "invalid_credentials",
    );
    expect((await svc.client().auth.signInWithPassword({ email, password: "a brand new one" })).error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
    expect((await svc.client().auth.getUser(otherData.session!.access_token)).error?.name).toBe(
      "AuthSessionMissingError",
    );
  });

  it("asks a signed-in member for the current password before a new one, and changes nothing without it", async () => {
    const { email, client } = await confirmedUser();
    const missing = await client.auth.updateUser({ password: "a brand new one" });
    expect(missing.error).toMatchObject({ code: "current_password_mismatch", status: 400 });
    const wrong = await client.auth.updateUser({ password: "a brand new one", current_password: "not it at all" });
    expect(wrong.error).toMatchObject({ code: "current_password_mismatch", status: 400 });
    expect((await svc.client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
  });

  it("updates the nickname with PUT /user, with the same rule as sign-up", async () => {
    const { client } = await confirmedUser();
    const bad = await client.auth.updateUser({ data: { nickname: "<script>" } });
    expect(bad.error).toMatchObject({ code: "validation_failed", status: 422 });
    const { data } = await client.auth.updateUser({ data: { nickname: "Comet", favourite: "x" } });
    expect(data.user?.user_metadata).toEqual({ nickname: "Comet" });
  });

  it("keeps an avatar only when it is one of the site's own pictures, and the nickname with it", async () => {
    const { client } = await confirmedUser();
    const nickname = "Star Kid";
    for (const avatar_url of ["https://elsewhere.example/a.png", "/avatars/../secret.svg", "x", 5]) {
      const refused = await client.auth.updateUser({ data: { avatar_url } });
      expect(refused.error).toMatchObject({ code: "validation_failed", status: 422 });
    }
    const { data } = await client.auth.updateUser({ data: { avatar_url: "/avatars/owl.svg" } });
    expect(data.user?.user_metadata).toEqual({ nickname, avatar_url: "/avatars/owl.svg" });
    const cleared = await client.auth.updateUser({ data: { avatar_url: null } });
    expect(cleared.data.user?.user_metadata).toEqual({ nickname, avatar_url: null });
  });
});

describe("password recovery", () => {
  it("mails a recovery link that arrives with type=recovery; its session sets a new password", async () => {
    const { email } = await confirmedUser();
    const client = svc.client();
    const { error } = await client.auth.resetPasswordForEmail(email, { redirectTo: `${svc.url}/reset-password` });
    expect(error).toBeNull();
    const [mail] = await svc.mailbox();
    expect(mail).toMatchObject({ to: email, subject: "Reset your Little Space Station password" });
    const opened = await openLink(mail!.links[0]!);
    expect(opened.location.split("#")[0]).toBe(`${svc.url}/reset-password`);
    expect(opened.fragment.get("type")).toBe("recovery");

    const recovering = svc.client();
    const set = await recovering.auth.setSession({
      access_token: opened.fragment.get("access_token")!,
      refresh_token: opened.fragment.get("refresh_token")!,
    });
    expect(set.error).toBeNull();
    expect((await recovering.auth.updateUser({ password: "new secret 42" })).error).toBeNull();
    expect((await svc.client().auth.signInWithPassword({ email, password: "new secret 42" })).error).toBeNull();
  });

  it("answers the same for an unknown address, and mails nothing", async () => {
    const before = (await svc.mailbox()).length;
    const { data, error } = await svc.client().auth.resetPasswordForEmail(uniqueEmail("nobody"));
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect((await svc.mailbox()).length).toBe(before);
  });
});

describe("service endpoints", () => {
  it("answers GET /settings and GET /health", async () => {
    const headers = { apikey: DEV_ANON_KEY };
    const settings = await (await fetch(`${svc.url}/auth/v1/settings`, { headers })).json();
    expect(settings).toMatchObject({ external: { email: true, phone: false }, disable_signup: false });
    expect(settings.mailer_autoconfirm).toBe(false);
    const health = await fetch(`${svc.url}/auth/v1/health`, { headers });
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ name: "GoTrue" });
  });

  it("serves the mailbox as HTML too, with each link", async () => {
    const { email } = await signUp();
    const page = await fetch(`${svc.url}/_dev/mailbox`);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain(email);
    expect(html).toContain(new URL(await svc.lastLink(email)).searchParams.get("token"));
  });
});
