/**
 * With MODERATOR_MFA on, a moderator signed in with a password alone (aal1) reads the queue but
 * cannot act: approving is refused with a message that says to verify the second factor, and so
 * is publishing to the wall. Once they verify a TOTP code (aal2) the same actions go through.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { Secret, TOTP } from "otpauth";
import sharp from "sharp";
import { expect, it } from "vitest";
import { uniqueEmail } from "../../../tests/server/auth-harness.ts";
import { PASSWORD, serviceForFile } from "../../../tests/server/service-fixture.ts";

const svc = serviceForFile({ AUTH_MAILER_AUTOCONFIRM: "1", MODERATOR_MFA: "1" });

async function signedUp(nickname: string, moderator: boolean): Promise<{ id: string; client: SupabaseClient }> {
  const email = uniqueEmail("mod-mfa");
  const first = svc.client();
  const { data } = await first.auth.signUp({ email, password: PASSWORD, options: { data: { nickname } } });
  if (moderator)
    await svc.auth.db.query(
      `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"moderator": true}' where id = $1`,
      [data.user!.id],
    );
  const client = svc.client();
  expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  return { id: data.user!.id, client };
}

it("refuses a moderator's actions without aal2, and allows them after a verified second factor", async () => {
  const setting = await svc.auth.db.query<{ value: string }>(
    "select value from public.station_settings where key = 'moderators_need_mfa'",
  );
  expect(setting.rows[0]?.value).toBe("on");
  const alice = await signedUp("Alice", false);
  const mod = await signedUp("Mo", true);
  const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#abc" } })
    .jpeg()
    .toBuffer();
  const name = `${alice.id}/${crypto.randomUUID()}.jpg`;
  await alice.client.storage.from("contest-entries").upload(name, picture, { contentType: "image/jpeg" });
  const entry = await alice.client.rpc("contest_enter", { entry_path: name });
  expect(entry.error).toBeNull();
  const entryId = (entry.data as { id: string }).id;

  expect((await mod.client.rpc("moderators_need_mfa")).data).toBe(true);
  const queue = await mod.client.rpc("contest_moderation");
  expect((queue.data as { id: string }[]).map((e) => e.id)).toContain(entryId);
  const wallPath = `${crypto.randomUUID()}.jpg`;
  const copied = await mod.client.storage
    .from("contest-entries")
    .copy(name, wallPath, { destinationBucket: "contest-wall" });
  expect(copied.error).toMatchObject({ statusCode: "403" });
  const refused = await mod.client.rpc("contest_decline", { entry_id: entryId, reason: "Not yet" });
  expect(refused.error?.message).toBe("Verify your second factor before acting as a moderator");

  const enrolled = await mod.client.auth.mfa.enroll({ factorType: "totp" });
  const code = new TOTP({ secret: Secret.fromBase32(enrolled.data!.totp.secret) }).generate();
  expect((await mod.client.auth.mfa.challengeAndVerify({ factorId: enrolled.data!.id, code })).error).toBeNull();
  expect(
    (await mod.client.storage.from("contest-entries").copy(name, wallPath, { destinationBucket: "contest-wall" }))
      .error,
  ).toBeNull();
  expect((await mod.client.rpc("contest_approve", { entry_id: entryId, wall_path: wallPath })).error).toBeNull();
});
