/**
 * `npm run export:supabase`: its SQL, run against a database shaped like a hosted project's
 * (GoTrue's auth.users and auth.identities, then supabase/migrations), recreates every member
 * with a password hash that still matches, their identity and their bests.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { supabaseMigrationFiles } from "./core/db.ts";
import { exportSupabaseSql } from "./export-supabase.ts";
import { checkPassword } from "./auth/passwords.ts";
import { startTestService, type TestService, uniqueEmail } from "../../tests/server/auth-harness.ts";

vi.setConfig({ testTimeout: 180_000 });

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService({ AUTH_MAILER_AUTOCONFIRM: "1" });
}, 120_000);
afterAll(() => svc?.stop());

it("imports members, identities and bests into a hosted-shaped database", async () => {
  const members = [
    { email: uniqueEmail("o'brien"), password: "correct horse 1", nickname: "Star Kid" },
    { email: uniqueEmail("second"), password: "battery staple 2", nickname: "Luna 7" },
  ];
  for (const m of members) {
    const client = svc.client();
    const { error } = await client.auth.signUp({
      email: m.email,
      password: m.password,
      options: { data: { nickname: m.nickname } },
    });
    expect(error).toBeNull();
    await client.rpc("record_best", { game_id: "snake", best: m.nickname.length, lower_is_better: false });
    await client.rpc("record_best", { game_id: "color-match:hard", best: 3, lower_is_better: false });
  }
  const sql = await exportSupabaseSql(svc.auth.db);

  const hosted = new PGlite();
  await hosted.exec(readFileSync(path.join(import.meta.dirname, "testdata", "hosted-auth-schema.sql"), "utf8"));
  for (const migration of supabaseMigrationFiles()) await hosted.exec(readFileSync(migration.file, "utf8"));
  await hosted.exec(sql);
  await hosted.exec(sql); // a second run changes nothing

  for (const m of members) {
    const user = (
      await hosted.query<{
        id: string;
        encrypted_password: string;
        email_confirmed_at: Date | null;
        raw_user_meta_data: unknown;
        confirmation_token: string;
      }>("select * from auth.users where email = $1", [m.email])
    ).rows;
    expect(user).toHaveLength(1);
    const row = user[0]!;
    expect(await checkPassword(m.password, row.encrypted_password)).toBe(true);
    expect(row.email_confirmed_at).toBeInstanceOf(Date);
    expect(row.raw_user_meta_data).toEqual({ nickname: m.nickname });
    expect(row.confirmation_token).toBe("");
    const identities = await hosted.query(
      "select provider, provider_id, email from auth.identities where user_id = $1",
      [row.id],
    );
    expect(identities.rows).toEqual([{ provider: "email", provider_id: row.id, email: m.email.toLowerCase() }]);
  }
  const bests = (await hosted.query<{ n: number }>("select count(*)::int as n from public.game_bests")).rows[0]!.n;
  const source = (await svc.auth.db.query<{ n: number }>("select count(*)::int as n from public.game_bests")).rows[0]!
    .n;
  expect(bests).toBe(source);
  expect(bests).toBeGreaterThanOrEqual(4);
  await hosted.close();
});
