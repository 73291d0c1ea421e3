/**
 * Resending the confirmation link (supabase-js `auth.resend`) and the email sign-in link with
 * its 6-digit code (`signInWithOtp`, `verifyOtp`): what is mailed, the wait between two mails,
 * and answers that never tell whether an address has an account.
 */
import { describe, expect, it } from "vitest";
import { openLink, uniqueEmail } from "../../../tests/server/auth-harness.ts";
import { PASSWORD, serviceForFile } from "../../../tests/server/service-fixture.ts";

let now = Date.now();
const svc = serviceForFile({ AUTH_EMAIL_MAX_FREQUENCY: "60" }, {}, () => now);

const mailsTo = async (email: string) => (await svc.mailbox()).filter((m) => m.to === email);

async function signUp() {
  const email = uniqueEmail();
  const { error } = await svc
    .client()
    .auth.signUp({ email, password: PASSWORD, options: { data: { nickname: "Nova" } } });
  expect(error).toBeNull();
  return email;
}

async function confirmed() {
  const email = await signUp();
  await openLink(await svc.lastLink(email));
  return email;
}

describe("POST /resend", () => {
  it("mails a new confirmation link after the wait, and the old one stops working", async () => {
    const email = await signUp();
    const first = await svc.lastLink(email);
    const tooSoon = await svc.client().auth.resend({ type: "signup", email });
    expect(tooSoon.error?.status).toBe(429);
    expect((tooSoon.error as { code?: string }).code).toBe("over_email_send_rate_limit");
    expect(tooSoon.error?.message).toMatch(/after \d+ seconds/);

    now += 61_000;
    const again = await svc
      .client()
      .auth.resend({ type: "signup", email, options: { emailRedirectTo: `${svc.url}/auth/confirm` } });
    expect(again.error).toBeNull();
    expect(await mailsTo(email)).toHaveLength(2);
    const second = await svc.lastLink(email);
    expect(new URL(second).searchParams.get("redirect_to")).toBe(`${svc.url}/auth/confirm`);
    expect((await openLink(first)).fragment.get("error_code")).toBe("otp_expired");
    expect((await openLink(second)).fragment.get("type")).toBe("signup");
  });

  it("answers an unknown address and a confirmed one exactly as a waiting one, mailing nothing", async () => {
    const unknown = uniqueEmail("nobody");
    const known = await confirmed();
    now += 61_000;
    const before = (await mailsTo(known)).length;
    for (const email of [unknown, known]) {
      const response = await fetch(`${svc.url}/auth/v1/resend`, {
        method: "POST",
        headers: { apikey: "lss-embedded-dev-anon-key", "Content-Type": "application/json" },
        body: JSON.stringify({ type: "signup", email }),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({});
      const repeat = await svc.client().auth.resend({ type: "signup", email });
      expect(repeat.error?.status).toBe(429);
    }
    expect(await mailsTo(unknown)).toHaveLength(0);
    expect(await mailsTo(known)).toHaveLength(before);
  });

  it("refuses other types with GoTrue's errors", async () => {
    const bad = await fetch(`${svc.url}/auth/v1/resend`, {
      method: "POST",
      headers: { apikey: "lss-embedded-dev-anon-key", "Content-Type": "application/json" },
      body: JSON.stringify({ type: "recovery", email: uniqueEmail() }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error_code: "validation_failed" });
    const change = await svc.client().auth.resend({ type: "email_change", email: uniqueEmail() });
    expect(change.error).toBeNull();
  });
});

describe("the email sign-in link", () => {
  it("mails a link that signs in with type=magiclink, and a code that works once", async () => {
    const email = await confirmed();
    const { error } = await svc
      .client()
      .auth.signInWithOtp({ email, options: { shouldCreateUser: false, emailRedirectTo: `${svc.url}/account` } });
    expect(error).toBeNull();
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe("Your Little Space Station sign-in link");
    const link = new URL(mail!.links[0]!);
    expect(link.searchParams.get("type")).toBe("magiclink");
    const opened = await openLink(link.href);
    expect(opened.location.startsWith(`${svc.url}/account#`)).toBe(true);
    expect(opened.fragment.get("type")).toBe("magiclink");
    expect(opened.fragment.get("access_token")).toBeTruthy();
    // The link was used: its code went with it.
    const code = /code: (\d{6})/.exec(mail!.text)![1]!;
    expect((await svc.client().auth.verifyOtp({ email, token: code, type: "email" })).error?.status).toBe(403);
  });

  it("signs in with the 6-digit code on another device, as type email or magiclink", async () => {
    for (const type of ["email", "magiclink"] as const) {
      now += 61_000;
      const email = await confirmed();
      await svc.client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
      const [mail] = await mailsTo(email);
      const code = /code: (\d{6})/.exec(mail!.text)![1]!;
      const wrong = code === "000000" ? "000001" : "000000";
      expect((await svc.client().auth.verifyOtp({ email, token: wrong, type })).error?.status).toBe(403);
      const { data, error } = await svc.client().auth.verifyOtp({ email, token: code, type });
      expect(error).toBeNull();
      expect(data.session?.user.email).toBe(email);
      expect((await openLink(mail!.links[0]!)).fragment.get("error_code")).toBe("otp_expired");
    }
  });

  it("stops accepting a code after five wrong tries", async () => {
    const email = await confirmed();
    await svc.client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    const code = /code: (\d{6})/.exec((await mailsTo(email))[0]!.text)![1]!;
    for (let i = 0; i < 5; i++) {
      const wrong = String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0");
      await svc.client().auth.verifyOtp({ email, token: wrong, type: "email" });
    }
    expect((await svc.client().auth.verifyOtp({ email, token: code, type: "email" })).error?.status).toBe(403);
  });

  it("answers an unknown address the same, creates nothing and mails nothing", async () => {
    const email = uniqueEmail("stranger");
    const { data, error } = await svc.client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(error).toBeNull();
    expect(data).toMatchObject({ user: null, session: null });
    expect(await mailsTo(email)).toHaveLength(0);
    expect((await svc.auth.db.query("select 1 from auth.users where email = $1", [email])).rows).toHaveLength(0);
    const repeat = await svc.client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(repeat.error?.status).toBe(429);
  });
});
