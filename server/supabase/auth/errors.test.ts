/**
 * GoTrue's errors, as supabase-js reports them (code and status), and the service's edges: the
 * legacy error shape, the API key, body limits, malformed JSON, CORS.
 */
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_ANON_KEY } from "../core/config.ts";
import { openLink, startTestService, type TestService, uniqueEmail } from "../../../tests/server/auth-harness.ts";
import { PASSWORD, serviceForFile } from "../../../tests/server/service-fixture.ts";

const svc = serviceForFile();

async function confirmed(email = uniqueEmail()) {
  await svc.client().auth.signUp({ email, password: PASSWORD, options: { data: { nickname: "Kid" } } });
  await openLink(await svc.lastLink(email));
  return email;
}

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${svc.url}/auth/v1${path}`, {
    method: "POST",
    headers: { apikey: DEV_ANON_KEY, "content-type": "application/json", ...headers },
    body,
  });

describe("error codes through supabase-js", () => {
  it("invalid_credentials for a wrong password and for an unknown address alike", async () => {
    const email = await confirmed();
    for (const attempt of [
      { email, password: "wrong password" },
      { email: uniqueEmail("nobody"), password: PASSWORD },
    ]) {
      const { error } = await svc.client().auth.signInWithPassword(attempt);
      expect(error).toMatchObject({ code: "invalid_credentials", status: 400, message: "Invalid login credentials" });
    }
  });

  it("email_not_confirmed once the password is right, before the link is opened", async () => {
    const email = uniqueEmail();
    await svc.client().auth.signUp({ email, password: PASSWORD, options: { data: { nickname: "Kid" } } });
    const { error } = await svc.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toMatchObject({ code: "email_not_confirmed", status: 400, message: "Email not confirmed" });
  });

  it("weak_password for fewer than 6 characters, with GoTrue's reasons", async () => {
    const { error } = await svc.client().auth.signUp({
      email: uniqueEmail(),
      password: "12345",
      options: { data: { nickname: "Kid" } },
    });
    expect(error).toMatchObject({ code: "weak_password", status: 422, reasons: ["length"] });
    expect(error?.message).toBe("Password should be at least 6 characters.");
  });

  it("validation_failed for a malformed address, email_address_invalid for one the site refuses", async () => {
    const signUp = (email: string) =>
      svc.client().auth.signUp({ email, password: PASSWORD, options: { data: { nickname: "Kid" } } });
    expect((await signUp("not-an-email")).error).toMatchObject({ code: "validation_failed", status: 400 });
    const { error } = await signUp("kid@localhost");
    expect(error).toMatchObject({ code: "email_address_invalid", status: 400 });
    expect(error?.message).toBe('Email address "kid@localhost" is invalid');
  });

  it("validation_failed (422) for a missing or bad nickname, with the site's message", async () => {
    for (const data of [{}, { nickname: "" }, { nickname: "x".repeat(51) }, { nickname: "Kid!" }, { nickname: 7 }]) {
      const { error } = await svc.client().auth.signUp({ email: uniqueEmail(), password: PASSWORD, options: { data } });
      expect(error).toMatchObject({ code: "validation_failed", status: 422 });
      expect(error?.message).toContain(
        "Nickname must be 1-50 characters and only contain letters, numbers, and spaces.",
      );
    }
  });

  it("bad_jwt for a forged, an expired or a malformed access token", async () => {
    const email = await confirmed();
    const { data } = await svc.client().auth.signInWithPassword({ email, password: PASSWORD });
    const claims = JSON.parse(Buffer.from(data.session!.access_token.split(".")[1]!, "base64url").toString());
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode("not the secret, but long enough to sign with"));
    const [header, , signature] = data.session!.access_token.split(".");
    const expiredClaims = Buffer.from(JSON.stringify({ ...claims, exp: 1_000 })).toString("base64url");
    for (const token of [forged, `${header}.${expiredClaims}.${signature}`, "not.a.jwt"]) {
      const { error } = await svc.client().auth.getUser(token);
      expect(error).toMatchObject({ code: "bad_jwt", status: 403 });
    }
  });

  it("refresh_token_not_found for an unknown refresh token", async () => {
    const { error } = await svc.client().auth.refreshSession({ refresh_token: "no-such-token-anywhere" });
    expect(error).toMatchObject({
      code: "refresh_token_not_found",
      status: 400,
      message: "Invalid Refresh Token: Refresh Token Not Found",
    });
  });

  it("answers sign-out with an ended session as success (supabase-js treats 403 session_not_found so)", async () => {
    const email = await confirmed();
    const client = svc.client();
    await client.auth.signInWithPassword({ email, password: PASSWORD });
    const other = svc.client();
    await other.auth.setSession((await client.auth.getSession()).data.session!);
    expect((await client.auth.signOut({ scope: "local" })).error).toBeNull();
    expect((await other.auth.signOut({ scope: "local" })).error).toBeNull();
  });
});

describe("error shapes", () => {
  it("echoes X-Supabase-Api-Version and answers { code, message } when asked for 2024-01-01", async () => {
    const res = await post("/token?grant_type=password", JSON.stringify({ email: "a@b.co", password: "x" }), {
      "x-supabase-api-version": "2024-01-01",
    });
    expect(res.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(await res.json()).toEqual({ code: "invalid_credentials", message: "Invalid login credentials" });
  });

  it("answers the original shape { code: status, error_code, msg } without the header", async () => {
    const res = await post("/token?grant_type=password", JSON.stringify({ email: "a@b.co", password: "x" }));
    expect(res.headers.get("x-supabase-api-version")).toBeNull();
    expect(await res.json()).toEqual({
      code: 400,
      error_code: "invalid_credentials",
      msg: "Invalid login credentials",
    });
  });

  it("answers malformed JSON with 400 bad_json, and a body over the limit with 413", async () => {
    const bad = await post("/signup", '{"email": "a@b.co", "password": ');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error_code).toBe("bad_json");

    const huge = await post("/signup", JSON.stringify({ email: "a@b.co", password: "x".repeat(1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect((await huge.json()).error_code).toBe("request_too_large");
    // Still serving.
    expect((await fetch(`${svc.url}/auth/v1/health`, { headers: { apikey: DEV_ANON_KEY } })).status).toBe(200);
  });

  it("answers unknown routes with 404 and wrong methods with 405", async () => {
    const missing = await fetch(`${svc.url}/auth/v1/nope`, { headers: { apikey: DEV_ANON_KEY } });
    expect(missing.status).toBe(404);
    const wrong = await fetch(`${svc.url}/auth/v1/signup`, { headers: { apikey: DEV_ANON_KEY } });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("POST");
  });
});

describe("the development mailbox", () => {
  it("is readable only from this machine, not through a proxy", async () => {
    expect((await fetch(`${svc.url}/_dev/mailbox.json`)).status).toBe(200);
    const proxied = await fetch(`${svc.url}/_dev/mailbox.json`, { headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(proxied.status).toBe(403);
    expect((await fetch(`${svc.url}/_dev/mailbox`, { headers: { forwarded: "for=203.0.113.9" } })).status).toBe(403);
  });
});

describe("API key and CORS", () => {
  it("refuses requests without a valid key, except the emailed link", async () => {
    const none = await fetch(`${svc.url}/auth/v1/settings`);
    expect(none.status).toBe(401);
    expect((await none.json()).message).toBe("No API key found in request");
    const wrong = await fetch(`${svc.url}/auth/v1/settings`, { headers: { apikey: "guess" } });
    expect(wrong.status).toBe(401);
    const generated = await fetch(`${svc.url}/auth/v1/settings`, {
      headers: { apikey: svc.auth.keys.generatedAnonKey },
    });
    expect(generated.status).toBe(200);
    const link = await fetch(`${svc.url}/auth/v1/verify?token=x&type=signup`, { redirect: "manual" });
    expect(link.status).toBe(303);
    // A mail scanner's HEAD does not use the link up.
    expect((await fetch(`${svc.url}/auth/v1/verify?token=x&type=signup`, { method: "HEAD" })).status).toBe(405);
  });

  it("answers a preflight from another origin and lets it read the API-version header", async () => {
    const preflight = await fetch(`${svc.url}/auth/v1/token?grant_type=password`, {
      method: "OPTIONS",
      headers: {
        origin: "https://elsewhere.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "apikey, authorization, content-type, x-client-info, x-supabase-api-version",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
    expect(preflight.headers.get("access-control-allow-headers")).toContain("x-supabase-api-version");
    const res = await post("/token?grant_type=password", "{}", { origin: "https://elsewhere.example" });
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-expose-headers")).toContain("X-Supabase-Api-Version");
  });
});

describe("a configured service: own anon key, confirmations off, tight rate limits", () => {
  let strict: TestService;
  const KEY = "a-configured-anon-key";
  beforeAll(async () => {
    strict = await startTestService({
      AUTH_ANON_KEY: KEY,
      AUTH_MAILER_AUTOCONFIRM: "1",
      AUTH_TRUST_PROXY: "1",
      AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: "3",
      AUTH_RATE_LIMIT_TOKEN_REFRESH: "2",
      AUTH_RATE_LIMIT_EMAIL_SENT: "2",
    });
  }, 120_000);
  afterAll(() => strict?.stop());
  // Behind a trusted proxy (AUTH_TRUST_PROXY=1) each test is its own client address.
  const clientAt = (address: string) => {
    const c = strict.client(KEY);
    // supabase-js keeps its headers in a plain object it sends with every request.
    (c.auth as unknown as { headers: Record<string, string> }).headers["x-forwarded-for"] = address;
    return c;
  };

  it("accepts only AUTH_ANON_KEY, not the development literal", async () => {
    expect((await fetch(`${strict.url}/auth/v1/settings`, { headers: { apikey: DEV_ANON_KEY } })).status).toBe(401);
    expect((await fetch(`${strict.url}/auth/v1/settings`, { headers: { apikey: KEY } })).status).toBe(200);
  });

  it("user_already_exists when confirmations are off and the address is taken", async () => {
    const email = uniqueEmail();
    const first = await clientAt("10.0.0.1").auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { nickname: "A" } },
    });
    expect(first.data.session?.access_token).toBeTruthy();
    const again = await clientAt("10.0.0.1").auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { nickname: "A" } },
    });
    expect(again.error).toMatchObject({ code: "user_already_exists", status: 422, message: "User already registered" });
  });

  it("over_request_rate_limit (429) past the sign-in limit, for that address only", async () => {
    const attempt = (address: string) =>
      clientAt(address).auth.signInWithPassword({ email: "someone@example.com", password: "whatever" });
    for (let i = 0; i < 3; i++) expect((await attempt("10.0.0.2")).error?.code).toBe("invalid_credentials");
    expect((await attempt("10.0.0.2")).error).toMatchObject({ code: "over_request_rate_limit", status: 429 });
    const raw = await fetch(`${strict.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { apikey: KEY, "x-forwarded-for": "10.0.0.2", "content-type": "application/json" },
      body: "{}",
    });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await attempt("10.0.0.3")).error?.code).toBe("invalid_credentials");
  });

  it("over_request_rate_limit past the refresh limit", async () => {
    const refresh = () => clientAt("10.0.0.4").auth.refreshSession({ refresh_token: "unknown-token-123" });
    expect((await refresh()).error?.code).toBe("refresh_token_not_found");
    expect((await refresh()).error?.code).toBe("refresh_token_not_found");
    expect((await refresh()).error).toMatchObject({ code: "over_request_rate_limit", status: 429 });
  });

  it("over_email_send_rate_limit (429) past the email limit", async () => {
    const recover = () => clientAt("10.0.0.5").auth.resetPasswordForEmail(uniqueEmail());
    expect((await recover()).error).toBeNull();
    expect((await recover()).error).toBeNull();
    expect((await recover()).error).toMatchObject({ code: "over_email_send_rate_limit", status: 429 });
  });
});
