/**
 * Second factors, reauthentication and invitations through supabase-js, as GoTrue answers them:
 * enrol a TOTP factor, challenge and verify it with a code computed here (aal2 and the `totp`
 * method in the token), refuse a wrong or reused code, unenrol only at aal2, remove a lost factor
 * through the admin API; change a password with an emailed code; invite a new member.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { uniqueEmail } from "../../../tests/server/auth-harness.ts";
import { PASSWORD, serviceForFile } from "../../../tests/server/service-fixture.ts";

const svc = serviceForFile({ AUTH_MAILER_AUTOCONFIRM: "1" });

async function member(): Promise<{ client: SupabaseClient; email: string; id: string }> {
  const client = svc.client();
  const email = uniqueEmail("mfa");
  const { data, error } = await client.auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { nickname: "Two Step" } },
  });
  expect(error).toBeNull();
  // supabase-js keeps the session in memory for this client.
  await client.auth.setSession({
    access_token: data.session!.access_token,
    refresh_token: data.session!.refresh_token,
  });
  return { client, email, id: data.user!.id };
}

function claims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8")) as Record<string, unknown>;
}

const code = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

describe("TOTP factors", () => {
  it("enrols, verifies to aal2 with totp in amr, and refuses a wrong or reused code", async () => {
    const { client } = await member();
    const enrolled = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
    expect(enrolled.error).toBeNull();
    expect(enrolled.data!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<\?xml|^data:image\/svg\+xml;utf-8,<svg/);
    expect(enrolled.data!.totp.uri).toMatch(/^otpauth:\/\/totp\//);
    const secret = enrolled.data!.totp.secret;
    const factorId = enrolled.data!.id;

    const wrong = await client.auth.mfa.challengeAndVerify({ factorId, code: "000000" });
    expect(wrong.error).toMatchObject({ code: "mfa_verification_failed", message: "Invalid TOTP code entered" });

    const right = code(secret);
    const verified = await client.auth.mfa.challengeAndVerify({ factorId, code: right });
    expect(verified.error).toBeNull();
    const token = claims(verified.data!.access_token);
    expect(token.aal).toBe("aal2");
    expect((token.amr as { method: string }[]).map((m) => m.method)).toEqual(["totp", "password"]);
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: "aal2", nextLevel: "aal2" });

    const reused = await client.auth.mfa.challengeAndVerify({ factorId, code: right });
    expect(reused.error).toMatchObject({ code: "mfa_verification_failed" });

    // A refresh keeps the level the session reached.
    const refreshed = await client.auth.refreshSession();
    expect(claims(refreshed.data.session!.access_token).aal).toBe("aal2");
    expect((await client.auth.mfa.listFactors()).data?.totp.map((f) => f.status)).toEqual(["verified"]);
  });

  it("signs in at aal1 with a factor enrolled, and unenrols a verified factor only at aal2", async () => {
    const { client, email } = await member();
    const enrolled = await client.auth.mfa.enroll({ factorType: "totp" });
    const factorId = enrolled.data!.id;
    expect(
      (await client.auth.mfa.challengeAndVerify({ factorId, code: code(enrolled.data!.totp.secret) })).error,
    ).toBeNull();

    const again = svc.client();
    const signedIn = await again.auth.signInWithPassword({ email, password: PASSWORD });
    expect(claims(signedIn.data.session!.access_token).aal).toBe("aal1");
    expect((await again.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: "aal1",
      nextLevel: "aal2",
    });
    const refused = await again.auth.mfa.unenroll({ factorId });
    expect(refused.error).toMatchObject({ code: "insufficient_aal" });
    const raised = await again.auth.mfa.challengeAndVerify({ factorId, code: code(enrolled.data!.totp.secret, 1) });
    expect(raised.error).toBeNull();
    expect((await again.auth.mfa.unenroll({ factorId })).error).toBeNull();
    expect((await again.auth.mfa.listFactors()).data?.all).toEqual([]);
  });

  it("lets the service role list and remove a lost factor, after which a password is enough", async () => {
    const { client, id } = await member();
    const enrolled = await client.auth.mfa.enroll({ factorType: "totp" });
    await client.auth.mfa.challengeAndVerify({ factorId: enrolled.data!.id, code: code(enrolled.data!.totp.secret) });
    const admin = svc.client(svc.auth.keys.serviceRoleKey);
    const listed = await admin.auth.admin.mfa.listFactors({ userId: id });
    expect(listed.data?.factors.map((f) => f.id)).toEqual([enrolled.data!.id]);
    expect(JSON.stringify(listed.data)).not.toContain(enrolled.data!.totp.secret);
    expect((await admin.auth.admin.mfa.deleteFactor({ userId: id, id: enrolled.data!.id })).error).toBeNull();
    expect((await admin.auth.admin.mfa.listFactors({ userId: id })).data?.factors).toEqual([]);
    const email = (await client.auth.getUser()).data.user!.email!;
    const after = svc.client();
    await after.auth.signInWithPassword({ email, password: PASSWORD });
    expect((await after.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: "aal1",
      nextLevel: "aal1",
    });
  });
});

describe("reauthentication and invitations", () => {
  it("changes a password with the emailed code instead of the current password", async () => {
    const { client, email } = await member();
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const mail = (await svc.mailbox()).find((m) => m.to === email && /code/.test(m.subject))!;
    const sent = /Your code is (\d{6})/.exec(mail.text)![1]!;
    const wrong = await client.auth.updateUser({ password: "a new password 2", nonce: "000000" });
    expect(wrong.error).toMatchObject({ code: "reauthentication_not_valid" });
    expect((await client.auth.updateUser({ password: "a new password 2", nonce: sent })).error).toBeNull();
    expect((await client.auth.updateUser({ password: "a third password 3", nonce: sent })).error).not.toBeNull();
    const again = await svc.client().auth.signInWithPassword({ email, password: "a new password 2" });
    expect(again.error).toBeNull();
  });

  it("invites a new member by email, for the service role only", async () => {
    const email = uniqueEmail("invited");
    const admin = svc.client(svc.auth.keys.serviceRoleKey);
    const invited = await admin.auth.admin.inviteUserByEmail(email);
    expect(invited.error).toBeNull();
    expect(invited.data.user).toMatchObject({ email, invited_at: expect.any(String) });
    const mail = (await svc.mailbox()).find((m) => m.to === email)!;
    expect(mail.links[0]).toMatch(/type=invite/);
    expect((await admin.auth.admin.inviteUserByEmail("xx:;x@x.x")).error?.message).toBe(
      "Unable to validate email address: invalid format",
    );
    const byMember = await svc.client().auth.admin.inviteUserByEmail(uniqueEmail("nope"));
    expect(byMember.error).not.toBeNull();
  });
});
