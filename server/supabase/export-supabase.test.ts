/**
 * `npm run export:supabase`: its SQL, run against a database shaped like a hosted project's
 * (GoTrue's auth.users and auth.identities, then supabase/migrations), recreates every member
 * with a `$2a$` password hash that bcrypt and pgcrypto's crypt() both accept, their identity and
 * their bests; an email the project already has stops the import (or, asked, is left out).
 */
import { createRequire } from "node:module";
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { exportSupabaseSql } from "./export-supabase.ts";
import { checkPassword } from "./auth/passwords.ts";
import { hostedProject, removeHostedProjects } from "../../tests/server/hosted-project.ts";
import { startTestService, type TestService, uniqueEmail } from "../../tests/server/auth-harness.ts";

vi.setConfig({ testTimeout: 180_000 });

// The bcrypt package itself (the one the service hashes with), called directly.
const bcrypt = createRequire(import.meta.url)("bcrypt") as { compare(data: string, hash: string): Promise<boolean> };

let svc: TestService;
const members = [
  { email: uniqueEmail("o'brien"), password: "correct horse 1", nickname: "Star Kid" },
  { email: uniqueEmail("second"), password: "battery staple 2", nickname: "Luna 7" },
];

beforeAll(async () => {
  svc = await startTestService({ AUTH_MAILER_AUTOCONFIRM: "1" });
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
    await client.rpc("award_sticker", { sticker_id: "hello", earned_at: "2026-11-20T09:30:00Z" });
  }
}, 120_000);
afterAll(() => svc?.stop());

afterAll(removeHostedProjects);

const count = async (db: PGlite, table: string) =>
  (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;

it("imports members, identities, bests and stickers, with $2a$ hashes bcrypt and crypt() accept", async () => {
  const sql = await exportSupabaseSql(svc.auth.db);
  const hosted = await hostedProject();
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
    expect(row.encrypted_password).toMatch(/^\$2a\$/);
    expect(await bcrypt.compare(m.password, row.encrypted_password)).toBe(true);
    expect(await checkPassword(m.password, row.encrypted_password)).toBe(true);
    const crypt = await hosted.query<{ ok: boolean; wrong: boolean }>(
      "select crypt($1, encrypted_password) = encrypted_password as ok, crypt('wrong', encrypted_password) = encrypted_password as wrong from auth.users where id = $2",
      [m.password, row.id],
    );
    expect(crypt.rows[0]).toEqual({ ok: true, wrong: false });
    expect(row.email_confirmed_at).toBeInstanceOf(Date);
    expect(row.raw_user_meta_data).toEqual({ nickname: m.nickname });
    expect(row.confirmation_token).toBe("");
    const identities = await hosted.query(
      "select provider, provider_id, email from auth.identities where user_id = $1",
      [row.id],
    );
    expect(identities.rows).toEqual([{ provider: "email", provider_id: row.id, email: m.email.toLowerCase() }]);
  }
  const profiles = await hosted.query("select id, nickname, needs_nickname from public.profiles order by nickname");
  const embedded = await svc.auth.db.query(
    "select id, nickname, needs_nickname from public.profiles order by nickname",
  );
  expect(profiles.rows).toEqual(embedded.rows);
  expect(profiles.rows.length).toBeGreaterThanOrEqual(members.length);
  const bests = await count(hosted, "public.game_bests");
  expect(bests).toBe(await count(svc.auth.db as never, "public.game_bests"));
  expect(bests).toBeGreaterThanOrEqual(4);
  const stickers = await hosted.query<{ sticker_id: string; earned_at: Date }>(
    "select sticker_id, earned_at from public.member_stickers",
  );
  expect(stickers.rows).toHaveLength(members.length);
  for (const row of stickers.rows) {
    expect(row).toEqual({ sticker_id: "hello", earned_at: new Date("2026-11-20T09:30:00Z") });
  }
  await hosted.close();
});

async function projectWithOneEmailTaken(): Promise<PGlite> {
  const hosted = await hostedProject();
  await hosted.query(
    `insert into auth.users (id, aud, role, email, encrypted_password, created_at, updated_at)
     values (gen_random_uuid(), 'authenticated', 'authenticated', $1, crypt('theirs', gen_salt('bf')), now(), now())`,
    [members[1]!.email.toLowerCase()],
  );
  return hosted;
}

it("stops before writing anything when the project has one of the emails, naming it", async () => {
  const hosted = await projectWithOneEmailTaken();
  const error = await hosted.exec(await exportSupabaseSql(svc.auth.db)).then(
    () => undefined,
    (e: Error) => e,
  );
  expect(error?.message).toContain("Nothing was imported");
  expect(error?.message).toContain(members[1]!.email.toLowerCase());
  expect(error?.message).not.toContain(members[0]!.email.toLowerCase());
  await hosted.exec("rollback");
  expect(await count(hosted, "auth.users")).toBe(1);
  expect(await count(hosted, "auth.identities")).toBe(0);
  expect(await count(hosted, "public.game_bests")).toBe(0);
  await hosted.close();
});

it("with skipExisting, leaves those members and their bests out and imports the rest", async () => {
  const hosted = await projectWithOneEmailTaken();
  const notices: string[] = [];
  await hosted.exec(await exportSupabaseSql(svc.auth.db, { skipExisting: true }), {
    onNotice: (n) => notices.push(n.message ?? ""),
  });
  expect(notices.join("\n")).toContain(members[1]!.email.toLowerCase());
  expect(await count(hosted, "auth.users")).toBe(2);
  const imported = await hosted.query<{ email: string }>(
    "select u.email from auth.users u join auth.identities i on i.user_id = u.id",
  );
  expect(imported.rows).toEqual([{ email: members[0]!.email.toLowerCase() }]);
  expect(await count(hosted, "public.game_bests")).toBe(2);
  await hosted.close();
});
