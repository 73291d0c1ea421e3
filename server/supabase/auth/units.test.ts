/** The auth service's pure parts: rate limiter, redirect rule, password hashes, config, tokens. */
import { describe, expect, it } from "vitest";
import { authConfigFromEnv } from "../core/config.ts";
import { migrationFiles } from "../core/db.ts";
import { checkPassword, hashPassword } from "./passwords.ts";
import { createLimiter } from "./rate-limit.ts";
import { isAllowedRedirect, safeRedirect } from "./redirects.ts";
import { childRefreshToken, newRefreshToken, signAccessToken, verifyJwt } from "../core/tokens.ts";

describe("rate limiter", () => {
  it("allows `limit` at once, then refills evenly over the window, per address", () => {
    let now = 0;
    const limiter = createLimiter(3, 300_000, () => now);
    expect([1, 2, 3, 4].map(() => limiter.take("a"))).toEqual([true, true, true, false]);
    expect(limiter.take("b")).toBe(true);
    expect(limiter.retryAfter("a")).toBe(100);
    now += 99_000;
    expect(limiter.take("a")).toBe(false);
    now += 1_000;
    expect(limiter.take("a")).toBe(true);
    expect(limiter.take("a")).toBe(false);
  });

  it("is not drained by a clock stepping back", () => {
    let now = 1_000_000;
    const limiter = createLimiter(2, 1000, () => now);
    expect(limiter.take("a")).toBe(true);
    now -= 500_000;
    expect(limiter.take("a")).toBe(true);
  });
});

describe("redirects", () => {
  const site = "https://little.example";
  it("allows the site's own origin and listed targets only", () => {
    expect(isAllowedRedirect("https://little.example/auth/confirm?x=1", site, [])).toBe(true);
    expect(isAllowedRedirect("https://little.example.evil.com/", site, [])).toBe(false);
    expect(isAllowedRedirect("http://little.example/", site, [])).toBe(false);
    expect(isAllowedRedirect("javascript:alert(1)", site, [])).toBe(false);
    expect(isAllowedRedirect("https://user:pw@little.example/", site, [])).toBe(false);
    const allowed = ["http://localhost:5173/*", "https://app.example/auth/confirm"];
    expect(isAllowedRedirect("http://localhost:5173/auth/confirm", site, allowed)).toBe(true);
    expect(isAllowedRedirect("https://app.example/auth/confirm", site, allowed)).toBe(true);
    expect(isAllowedRedirect("https://app.example/elsewhere", site, allowed)).toBe(false);
  });

  it("falls back to the site's root", () => {
    expect(safeRedirect("https://evil.example/", site, [])).toBe("https://little.example/");
    expect(safeRedirect(null, site, [])).toBe("https://little.example/");
    expect(safeRedirect("not a url", site, [])).toBe("https://little.example/");
  });
});

describe("passwords", () => {
  it("hashes with bcrypt cost 10 in the $2b$ format hosted Supabase reads", async () => {
    const hash = await hashPassword("correct horse", 10);
    expect(hash).toMatch(/^\$2b\$10\$[./A-Za-z0-9]{53}$/);
    expect(await checkPassword("correct horse", hash)).toBe(true);
    expect(await checkPassword("correct horsE", hash)).toBe(false);
  });

  it("still signs in users whose hash bcryptjs wrote before the move to native bcrypt", async () => {
    // Made by bcryptjs 3 (`bcrypt.hash("old password from bcryptjs", 10)`), as stored before.
    const oldHash = "$2b$10$RIw2iMY0YqX0nY3zu44UbuKsB/JbcSw3eYWT8w11vkiTK9a1blrFy";
    expect(await checkPassword("old password from bcryptjs", oldHash)).toBe(true);
    expect(await checkPassword("old password from bcryptjS", oldHash)).toBe(false);
  });

  it("treats a damaged stored hash as a wrong password rather than an error", async () => {
    expect(await checkPassword("anything", "$2b$10$short")).toBe(false);
  });
});

describe("config", () => {
  it("uses GoTrue's defaults and reads overrides", () => {
    const config = authConfigFromEnv({}, "/srv/site");
    expect(config).toMatchObject({
      dataDir: "/srv/site/.data",
      jwtExpiry: 3600,
      refreshReuseInterval: 10,
      bcryptCost: 10,
      rateLimits: { signInSignUps: 30, tokenRefresh: 150, verify: 30, emailSent: 30, emailMaxFrequency: 60 },
    });
    expect(authConfigFromEnv({ AUTH_JWT_EXPIRY: "600", AUTH_DATA_DIR: "/tmp/x" }, "/srv")).toMatchObject({
      jwtExpiry: 600,
      dataDir: "/tmp/x",
    });
  });

  it("refuses nonsense and real mail without a fixed site URL", () => {
    expect(() => authConfigFromEnv({ AUTH_JWT_EXPIRY: "soon" })).toThrow(/AUTH_JWT_EXPIRY/);
    expect(() => authConfigFromEnv({ SMTP_URL: "smtp://mail.example" })).toThrow(/AUTH_SITE_URL/);
    expect(() => authConfigFromEnv({ AUTH_ALLOWED_REDIRECTS: "not a url" })).toThrow(/AUTH_ALLOWED_REDIRECTS/);
  });
});

describe("migrations", () => {
  it("are NNN_name.sql files, applied in the order of their numbers, each number once", () => {
    const files = migrationFiles();
    expect(files[0]).toMatchObject({ version: "001", name: "001_initial_schema.sql" });
    const versions = files.map((f) => f.version);
    expect(versions).toEqual([...versions].sort());
    expect(new Set(versions).size).toBe(versions.length);
  });
});

describe("tokens", () => {
  const secret = "a test secret that is long enough for HS256";
  it("derives a refresh token's child from it, so the same parent always gets the same child", () => {
    const parent = newRefreshToken();
    expect(parent).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(childRefreshToken(secret, parent)).toBe(childRefreshToken(secret, parent));
    expect(childRefreshToken(secret, parent)).not.toBe(childRefreshToken("another secret entirely, also long", parent));
  });

  it("verifies its own access tokens and names why others fail", async () => {
    const input = {
      userId: "00000000-0000-4000-8000-000000000000",
      email: "a@b.co",
      sessionId: "00000000-0000-4000-8000-000000000001",
      signedInAt: 1,
      method: "password",
      appMetadata: {},
      userMetadata: {},
    };
    const { token } = await signAccessToken(secret, 3600, input);
    expect(await verifyJwt(secret, token)).toMatchObject({ ok: true, claims: { sub: input.userId } });
    const old = await signAccessToken(secret, 60, input, 1_000);
    expect(await verifyJwt(secret, old.token)).toEqual({
      ok: false,
      reason: "token has invalid claims: token is expired",
    });
    expect(await verifyJwt("another secret entirely, also long", token)).toEqual({
      ok: false,
      reason: "signature is invalid",
    });
  });
});
