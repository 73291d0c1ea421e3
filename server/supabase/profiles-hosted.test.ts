/**
 * On a database shaped like a hosted project's (GoTrue's auth.users, then supabase/migrations),
 * GoTrue stores whatever sign-up or updateUser metadata a client sends. The profile trigger keeps
 * the public nickname safe all the same: a nickname that breaks the rule, carries personal
 * details, a link or a watched word never reaches public.profiles or the wall; the member keeps
 * a neutral nickname and is asked to choose again, through set_nickname, which applies the rule.
 */
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hostedProject, removeHostedProjects } from "../../tests/server/hosted-project.ts";

vi.setConfig({ testTimeout: 120_000 });

let db: PGlite;
beforeAll(async () => {
  db = await hostedProject();
}, 120_000);
afterAll(async () => {
  await db?.close();
  await removeHostedProjects();
});

/** What GoTrue's sign-up writes: a row in auth.users with the client's `data` as it came. */
async function gotrueSignUp(metadata: Record<string, unknown>): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
             gen_random_uuid() || '@example.com', '{"provider":"email"}', $1::jsonb, now(), now())
     returning id`,
    [JSON.stringify(metadata)],
  );
  return rows[0]!.id;
}

const profile = async (id: string) =>
  (
    await db.query<{ nickname: string; needs_nickname: boolean; guidelines_version: string | null }>(
      "select nickname, needs_nickname, guidelines_version from public.profiles where id = $1",
      [id],
    )
  ).rows[0];

/** Runs `sql` as PostgREST would for this member (role and claims for one transaction). */
async function asMember<T>(id: string | null, sql: string, params: unknown[] = []): Promise<T[]> {
  return db.transaction(async (tx) => {
    const claims = id ? { sub: id, role: "authenticated" } : { role: "anon" };
    await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claims)]);
    await tx.exec(`set local role ${id ? "authenticated" : "anon"}`);
    return (await tx.query<T>(sql, params)).rows;
  });
}

describe("the profile trigger on GoTrue's auth.users", () => {
  it("keeps a nickname that passes the rule, and the guidelines version agreed to", async () => {
    const id = await gotrueSignUp({ nickname: "  Étoile 7 ", guidelines: "2026-11-29" });
    expect(await profile(id)).toEqual({
      nickname: "Étoile 7",
      needs_nickname: false,
      guidelines_version: "2026-11-29",
    });
  });

  it.each([
    ["an email address", "star@example.com"],
    ["a phone number", "Call 555 0123 456"],
    ["a link", "visit www example com"],
    ["a watched word", "Sexy Kitten"],
    ["punctuation the rule refuses", "<b>hi</b>"],
    ["more than 50 characters", "a".repeat(51)],
    ["no nickname at all", undefined],
    ["a number instead of text", 42],
  ])("keeps a neutral nickname, and asks again, for %s", async (_label, nickname) => {
    const id = await gotrueSignUp(nickname === undefined ? {} : { nickname });
    expect(await profile(id)).toMatchObject({ nickname: "A space friend", needs_nickname: true });
  });

  it("never lets updateUser's metadata reach the profile or the wall", async () => {
    const id = await gotrueSignUp({ nickname: "Luna" });
    // What GoTrue's PUT /user does with `data`.
    await db.query(
      `update auth.users set raw_user_meta_data = raw_user_meta_data || '{"nickname":"mail me at luna@example.com"}' where id = $1`,
      [id],
    );
    expect((await profile(id))?.nickname).toBe("Luna");
  });

  it("changes a nickname only through set_nickname, with the rule and the watched words", async () => {
    const id = await gotrueSignUp({ nickname: "porn star" });
    expect(await profile(id)).toMatchObject({ nickname: "A space friend", needs_nickname: true });
    const refused = await asMember(id, "select public.set_nickname('NSFW friend')").then(
      () => null,
      (e: Error) => e.message,
    );
    expect(refused).toMatch(/a word this station doesn't allow/);
    await asMember(id, "select public.set_nickname('Comet')");
    expect(await profile(id)).toMatchObject({ nickname: "Comet", needs_nickname: false });
  });

  it("lets a member read only their own profile, and a visitor none", async () => {
    const a = await gotrueSignUp({ nickname: "Ada" });
    const b = await gotrueSignUp({ nickname: "Bea" });
    expect(await asMember(a, "select nickname from public.profiles")).toEqual([{ nickname: "Ada" }]);
    expect(await asMember(b, "select nickname from public.profiles where id = $1", [a])).toEqual([]);
    const anon = await asMember(null, "select nickname from public.profiles").then(
      () => "read",
      (e: Error) => e.message,
    );
    expect(anon).toMatch(/permission denied/);
    const write = await asMember(a, "update public.profiles set nickname = 'x' where id = $1", [a]).then(
      () => "written",
      (e: Error) => e.message,
    );
    expect(write).toMatch(/permission denied/);
  });
});
