/**
 * 200 generated hostile requests (wrong types, huge strings, SQL fragments, control characters,
 * odd Unicode, nulls, arrays, broken bodies) are each answered with a 4xx, never a 5xx, and the
 * service keeps serving afterwards.
 */
import type { AuthError } from "@supabase/supabase-js";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DEV_ANON_KEY } from "../core/config.ts";
import { openLink, startTestService, type TestService, uniqueEmail } from "../../../tests/server/auth-harness.ts";

let svc: TestService;
let accessToken = "";

beforeAll(async () => {
  svc = await startTestService();
  const email = uniqueEmail();
  await svc.client().auth.signUp({ email, password: "fine password", options: { data: { nickname: "Ok" } } });
  accessToken = (await openLink(await svc.lastLink(email))).fragment.get("access_token")!;
}, 120_000);
afterAll(() => svc?.stop());

/** Strings no rule accepts as an email address, a nickname or a token. */
const hostileStrings = [
  "",
  " ",
  "' OR '1'='1' --",
  "'; DROP TABLE users; --",
  "Robert'); DROP TABLE users;--",
  "\u0000",
  "a\u0000b@example.com",
  "😀".repeat(60),
  "\uD800",
  "a@b.c\r\nBcc: x@y.z",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "%00%0d%0a",
  "${jndi:ldap://x/a}",
  "\u202Eevil",
  "İ".repeat(300),
  "x".repeat(70_000),
  "@",
  "a@",
  "@b.co",
  "{{7*7}}",
  "\\\\",
];
const hostileValues: unknown[] = [
  ...hostileStrings,
  null,
  true,
  0,
  -1,
  1e308,
  [],
  ["a@b.co"],
  {},
  { $gt: "" },
  { __proto__: { admin: true } },
];

type Case = { name: string; run: () => Promise<number> };

const statusOf = (r: { error: AuthError | null }) => r.error?.status ?? 200;
const any = <T>(v: unknown) => v as T;

const raw = async (method: string, path: string, body: string, headers: Record<string, string> = {}) =>
  (
    await fetch(`${svc.url}/auth/v1${path}`, {
      method,
      headers: { apikey: DEV_ANON_KEY, "content-type": "application/json", ...headers },
      body,
    })
  ).status;

function cases(): Case[] {
  const list: Case[] = [];
  const c = () => svc.client();
  for (const [i, v] of hostileValues.entries()) {
    list.push(
      {
        name: `sign-up email #${i}`,
        run: async () =>
          statusOf(
            await c().auth.signUp({ email: any(v), password: "fine password", options: { data: { nickname: "Ok" } } }),
          ),
      },
      {
        name: `sign-up nickname #${i}`,
        run: async () =>
          statusOf(
            await c().auth.signUp({
              email: uniqueEmail(),
              password: "fine password",
              options: {
                data: typeof v === "string" && v.length < 50 && /^[\p{L} ]+$/u.test(v) ? {} : { nickname: v },
              },
            }),
          ),
      },
      {
        name: `sign-in #${i}`,
        run: async () => statusOf(await c().auth.signInWithPassword({ email: any(v), password: any(v) })),
      },
      {
        name: `refresh #${i}`,
        run: async () => raw("POST", "/token?grant_type=refresh_token", JSON.stringify({ refresh_token: v })),
      },
      {
        name: `verify #${i}`,
        run: async () => statusOf(await c().auth.verifyOtp({ token_hash: any(v), type: "signup" })),
      },
      {
        name: `recover #${i}`,
        run: async () => raw("POST", "/recover", JSON.stringify({ email: v })),
      },
      {
        name: `update user data #${i}`,
        run: async () =>
          raw(
            "PUT",
            "/user",
            JSON.stringify({
              data: v === null || (typeof v === "object" && !Array.isArray(v)) ? { nickname: v ?? "" } : v,
            }),
            {
              authorization: `Bearer ${accessToken}`,
            },
          ),
      },
    );
    if (typeof v === "string") {
      list.push({
        name: `bearer token #${i}`,
        run: async () =>
          (
            await fetch(`${svc.url}/auth/v1/user`, {
              headers: {
                apikey: DEV_ANON_KEY,
                authorization: `Bearer ${Buffer.from(v).toString("base64url").slice(0, 4000) || "x"}`,
              },
            })
          ).status,
      });
    }
  }
  const bodies = ["null", "[]", "123", '"text"', "{", "}", "\u0000", "[".repeat(5000), '{"email":', "{'a':1}", "NaN"];
  for (const [i, body] of bodies.entries()) {
    list.push(
      { name: `sign-up body #${i}`, run: () => raw("POST", "/signup", body) },
      { name: `token body #${i}`, run: () => raw("POST", "/token?grant_type=password", body) },
      { name: `verify body #${i}`, run: () => raw("POST", "/verify", body) },
    );
  }
  for (const [i, q] of [
    "",
    "grant_type=",
    "grant_type=client_credentials",
    "grant_type=password&grant_type=x",
    "grant_type=%00",
  ].entries()) {
    list.push({ name: `grant type #${i}`, run: () => raw("POST", `/token?${q}`, "{}") });
  }
  for (const [i, scope] of ["everything", "", "%27", "GLOBAL"].entries()) {
    list.push({
      name: `logout scope #${i}`,
      run: () => raw("POST", `/logout?scope=${scope}`, "", { authorization: "Bearer nope" }),
    });
  }
  return list.slice(0, 200);
}

it("answers 200 hostile requests with 4xx, never 5xx, and keeps serving", async () => {
  const all = cases();
  expect(all).toHaveLength(200);
  const wrong: string[] = [];
  for (const { name, run } of all) {
    const status = await run();
    if (status < 400 || status > 499) wrong.push(`${name}: ${status}`);
  }
  expect(wrong).toEqual([]);

  expect((await fetch(`${svc.url}/auth/v1/health`, { headers: { apikey: DEV_ANON_KEY } })).status).toBe(200);
  const email = uniqueEmail();
  const { error } = await svc
    .client()
    .auth.signUp({ email, password: "fine password", options: { data: { nickname: "Still Here" } } });
  expect(error).toBeNull();
}, 120_000);
