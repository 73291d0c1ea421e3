/**
 * Nicknames on the embedded backend, from the outside: the auth service refuses at sign-up and on
 * PUT /user what the database's rule refuses (personal details, links, watched words), the
 * profile is made at sign-up, read only by its member, and changed only through set_nickname.
 */
import { describe, expect, it } from "vitest";
import { DEV_ANON_KEY } from "../core/config.ts";
import { uniqueEmail } from "../../../tests/server/auth-harness.ts";
import { PASSWORD, serviceForFile, signUpMember } from "../../../tests/server/service-fixture.ts";

const svc = serviceForFile({ AUTH_MAILER_AUTOCONFIRM: "1" });

async function rawSignUp(nickname: unknown) {
  const response = await fetch(`${svc.url}/auth/v1/signup`, {
    method: "POST",
    headers: { apikey: DEV_ANON_KEY, "Content-Type": "application/json" },
    body: JSON.stringify({
      email: uniqueEmail("nick"),
      password: PASSWORD,
      data: { nickname, guidelines: "2026-11-29" },
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const member = (nickname: string) => signUpMember(svc, { label: "nick", nickname });

describe("nicknames at the auth service's door", () => {
  it.each([
    ["an email address", "star at example dot com", /email address/],
    ["a phone number", "Star 5550123456", /phone number/],
    ["a link", "www starkid", /link/],
    ["a watched word", "Kinky Star", /doesn't allow/],
  ])("refuses a sign-up nickname with %s, saying why", async (_label, nickname, message) => {
    const { status, body } = await rawSignUp(nickname);
    expect(status).toBe(422);
    expect(body).toMatchObject({ error_code: "validation_failed" });
    expect(String(body.msg)).toMatch(message);
  });

  it("keeps the nickname and the guidelines agreed to in the member's profile", async () => {
    const { status, body } = await rawSignUp("Moon Pie");
    expect(status).toBe(200);
    const id = (body.user as { id: string }).id;
    const { rows } = await svc.auth.db.query(
      "select nickname, needs_nickname, guidelines_version from public.profiles where id = $1",
      [id],
    );
    expect(rows).toEqual([{ nickname: "Moon Pie", needs_nickname: false, guidelines_version: "2026-11-29" }]);
  });

  it("refuses the same on PUT /user (updateUser) and on set_nickname, raw", async () => {
    const m = await member("Pebble");
    const put = await fetch(`${svc.url}/auth/v1/user`, {
      method: "PUT",
      headers: { apikey: DEV_ANON_KEY, Authorization: `Bearer ${m.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ data: { nickname: "nude pebble" } }),
    });
    expect(put.status).toBe(422);
    const rpc = await fetch(`${svc.url}/rest/v1/rpc/set_nickname`, {
      method: "POST",
      headers: { apikey: DEV_ANON_KEY, Authorization: `Bearer ${m.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ nickname: "call 555 123 4567" }),
    });
    expect(rpc.status).toBe(400);
    expect(((await rpc.json()) as { message: string }).message).toMatch(/phone number/);
    const ok = await m.client.rpc("set_nickname", { nickname: "Pebble Two" });
    expect(ok).toMatchObject({ error: null, data: "Pebble Two" });
  });
});

describe("who reads a profile", () => {
  it("a member reads their own row only; a visitor none; nobody writes one", async () => {
    const a = await member("Ada Star");
    const b = await member("Bea Star");
    expect((await a.client.from("profiles").select("nickname")).data).toEqual([{ nickname: "Ada Star" }]);
    expect((await b.client.from("profiles").select("nickname").eq("id", a.id)).data).toEqual([]);
    const anon = await svc.client().from("profiles").select("id");
    expect(anon.error).toMatchObject({ code: "42501" });
    const write = await b.client.from("profiles").update({ nickname: "Taken" }).eq("id", a.id);
    expect(write.error).toMatchObject({ code: "42501" });
    const insert = await b.client.from("profiles").insert({ id: b.id, nickname: "Again" });
    expect(insert.error).toMatchObject({ code: "42501" });
    const anonSet = await svc.client().rpc("set_nickname", { nickname: "Ghost" });
    expect(anonSet.error).not.toBeNull();
  });

  it("lets a visitor's form ask nickname_problem before sending a sign-up", async () => {
    const anon = svc.client();
    expect((await anon.rpc("nickname_problem", { nickname: "Comet" })).data).toBeNull();
    expect((await anon.rpc("nickname_problem", { nickname: "Comet@home" })).data).toMatch(/letters, numbers/);
  });
});
