/**
 * Changing a member's email address (supabase-js `updateUser({ email })`): both addresses must
 * confirm, by link or by code, in either order; the pace of change mails; a taken address;
 * `resend({ type: "email_change" })`; and the admin API's email change links.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openLink, startTestService, type TestService, uniqueEmail } from "../../../tests/server/auth-harness.ts";

let svc: TestService;
let now = Date.now();
const PASSWORD = "correct horse 1";

beforeAll(async () => {
  svc = await startTestService({ AUTH_EMAIL_MAX_FREQUENCY: "60" }, {}, () => now);
}, 120_000);
afterAll(() => svc?.stop());

const admin = () => svc.client(svc.auth.keys.serviceRoleKey).auth.admin;
const mailsTo = async (email: string) => (await svc.mailbox()).filter((m) => m.to === email);
const codeIn = (text: string) => /this code on the site: (\d{6})/.exec(text)?.[1] ?? "";

/** A confirmed member, signed in on a fresh client. */
async function signedIn() {
  const email = uniqueEmail("mover");
  const created = await admin().createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { nickname: "Mover" },
  });
  expect(created.error).toBeNull();
  const client = svc.client();
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  now += 61_000;
  return { email, client, id: created.data.user!.id };
}

async function signInWorks(email: string) {
  return (await svc.client().auth.signInWithPassword({ email, password: PASSWORD })).error === null;
}

describe("PUT /user with a new email", () => {
  it("keeps the address until both the current and the new address confirm by link", async () => {
    const { email, client } = await signedIn();
    const next = uniqueEmail("moved");
    const { data, error } = await client.auth.updateUser(
      { email: next.toUpperCase() },
      { emailRedirectTo: `${svc.url}/account` },
    );
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: next });
    expect(data.user?.email_change_sent_at).toBeTruthy();
    const [toCurrent] = await mailsTo(email);
    const [toNew] = await mailsTo(next);
    expect(toCurrent?.text).toContain(`from ${email} to ${next}`);
    expect(toNew?.text).toContain(`from ${email} to ${next}`);

    const first = await openLink(toNew!.links[0]!);
    expect(first.location.startsWith(`${svc.url}/account#`)).toBe(true);
    expect(first.fragment.get("message")).toMatch(/Confirmation link accepted/);
    expect(first.fragment.get("access_token")).toBeNull();
    expect(await signInWorks(email)).toBe(true);
    // A used link stays used.
    expect((await openLink(toNew!.links[0]!)).fragment.get("error_code")).toBe("otp_expired");

    const second = await openLink(toCurrent!.links[0]!);
    expect(second.fragment.get("type")).toBe("email_change");
    expect(second.fragment.get("access_token")).toBeTruthy();
    expect(await signInWorks(email)).toBe(false);
    expect(await signInWorks(next)).toBe(true);
    const { data: after } = await client.auth.getUser();
    expect(after.user?.email).toBe(next);
    expect(after.user?.new_email).toBeUndefined();
  });

  it("takes the two 6-digit codes with their addresses, the current one first too", async () => {
    const { email, client } = await signedIn();
    const next = uniqueEmail("coded");
    expect((await client.auth.updateUser({ email: next })).error).toBeNull();
    const currentCode = codeIn((await mailsTo(email))[0]!.text);
    const newCode = codeIn((await mailsTo(next))[0]!.text);
    expect(currentCode).toMatch(/^\d{6}$/);

    // One address's code does not confirm for the other.
    const crossed = await svc.client().auth.verifyOtp({ email: next, token: currentCode, type: "email_change" });
    expect((crossed.error as { code?: string } | null)?.code).toBe("otp_expired");

    const first = await svc.client().auth.verifyOtp({ email, token: currentCode, type: "email_change" });
    expect(first.error).toBeNull();
    expect(first.data.session).toBeNull();
    const second = await svc.client().auth.verifyOtp({ email: next, token: newCode, type: "email_change" });
    expect(second.error).toBeNull();
    expect(second.data.user?.email).toBe(next);
    expect(second.data.session?.access_token).toBeTruthy();
  });

  it("refuses a taken address with email_exists, a malformed one, and a second change within the wait", async () => {
    const { client } = await signedIn();
    const other = await signedIn();
    const taken = await client.auth.updateUser({ email: other.email });
    expect(taken.error?.status).toBe(422);
    expect((taken.error as { code?: string }).code).toBe("email_exists");

    const malformed = await client.auth.updateUser({ email: "xx:;x@x.x" });
    expect(malformed.error?.status).toBe(400);
    expect(malformed.error?.message).toMatch(/Unable to validate email address/);

    expect((await client.auth.updateUser({ email: uniqueEmail("first") })).error).toBeNull();
    const tooSoon = await client.auth.updateUser({ email: uniqueEmail("second") });
    expect(tooSoon.error?.status).toBe(429);
    expect((tooSoon.error as { code?: string }).code).toBe("over_email_send_rate_limit");
  });

  it("answers email_exists when another account took the address while the change waited", async () => {
    const { email, client } = await signedIn();
    const next = uniqueEmail("raced");
    expect((await client.auth.updateUser({ email: next })).error).toBeNull();
    const [toCurrent] = await mailsTo(email);
    const [toNew] = await mailsTo(next);
    await openLink(toCurrent!.links[0]!);
    await admin().createUser({ email: next, password: PASSWORD, email_confirm: true });
    const late = await openLink(toNew!.links[0]!);
    expect(late.fragment.get("error_code")).toBe("email_exists");
    expect(await signInWorks(email)).toBe(true);
  });

  it("resend({ type: 'email_change' }) mails new links to both addresses and the earlier ones stop working", async () => {
    const { email, client } = await signedIn();
    const next = uniqueEmail("resent");
    expect((await client.auth.updateUser({ email: next })).error).toBeNull();
    const oldLink = (await mailsTo(next))[0]!.links[0]!;
    const tooSoon = await svc.client().auth.resend({ type: "email_change", email });
    expect(tooSoon.error?.status).toBe(429);

    now += 61_000;
    expect((await svc.client().auth.resend({ type: "email_change", email })).error).toBeNull();
    expect(await mailsTo(email)).toHaveLength(2);
    expect(await mailsTo(next)).toHaveLength(2);
    expect((await openLink(oldLink)).fragment.get("error_code")).toBe("otp_expired");
    // Nothing pending, or no account: the same empty answer, and nothing mailed.
    now += 61_000;
    const stranger = uniqueEmail("stranger");
    expect((await svc.client().auth.resend({ type: "email_change", email: stranger })).error).toBeNull();
    expect(await mailsTo(stranger)).toHaveLength(0);
  });

  it("needs an aal2 session when the member has a verified second factor", async () => {
    const { client, id } = await signedIn();
    await svc.auth.db.query(
      `insert into auth.mfa_factors (id, user_id, factor_type, status, secret)
       values (gen_random_uuid(), $1, 'totp', 'verified', 'JBSWY3DPEHPK3PXP')`,
      [id],
    );
    const { error } = await client.auth.updateUser({ email: uniqueEmail("aal") });
    expect(error?.status).toBe(401);
    expect((error as { code?: string }).code).toBe("insufficient_aal");
  });
});

describe("POST /admin/generate_link for an email change", () => {
  it("answers the user with new_email and the link's properties, and both links move the account", async () => {
    const { email } = await signedIn();
    const next = uniqueEmail("admin-moved");
    const redirectTo = `${svc.url}/welcome`;
    const current = await admin().generateLink({
      type: "email_change_current",
      email,
      newEmail: next,
      options: { redirectTo },
    });
    expect(current.error).toBeNull();
    expect(current.data.user).toMatchObject({ email, new_email: next });
    expect(current.data.properties).toMatchObject({
      redirect_to: redirectTo,
      verification_type: "email_change_current",
    });
    expect(current.data.properties?.action_link).toMatch(/\?token=.*type=email_change.*redirect_to=/);
    expect(current.data.properties?.email_otp).toMatch(/^\d{6}$/);

    const fresh = await admin().generateLink({ type: "email_change_new", email, newEmail: next });
    expect(fresh.error).toBeNull();
    expect(await mailsTo(next)).toHaveLength(0);

    const byHash = await svc.client().auth.verifyOtp({
      token_hash: current.data.properties!.hashed_token,
      type: "email_change",
    });
    expect(byHash.error).toBeNull();
    expect(byHash.data.session).toBeNull();
    const byCode = await svc
      .client()
      .auth.verifyOtp({ email: next, token: fresh.data.properties!.email_otp, type: "email_change" });
    expect(byCode.error).toBeNull();
    expect(byCode.data.user?.email).toBe(next);
  });

  it("answers 404 for an unknown member and email_exists for a taken address", async () => {
    const unknown = await admin().generateLink({
      type: "email_change_new",
      email: uniqueEmail("nobody"),
      newEmail: uniqueEmail("somewhere"),
    });
    expect(unknown.error?.status).toBe(404);
    const a = await signedIn();
    const b = await signedIn();
    const taken = await admin().generateLink({ type: "email_change_current", email: a.email, newEmail: b.email });
    expect((taken.error as { code?: string } | null)?.code).toBe("email_exists");
  });
});
