/**
 * GoTrue keeps two URLs apart: emailed links point at the service's own public URL
 * (AUTH_API_EXTERNAL_URL), the default redirect after them at the site (AUTH_SITE_URL). With the
 * service on another origin than the site, a link at `<site>/auth/v1/verify` would be a 404.
 */
import { afterEach, describe, expect, it } from "vitest";
import { authConfigFromEnv } from "../core/config.ts";
import { startTestService, type TestService, uniqueEmail } from "../../../tests/server/auth-harness.ts";

let svc: TestService | undefined;
afterEach(async () => {
  await svc?.stop();
  svc = undefined;
});

async function mailedLink(env: Record<string, string>): Promise<URL> {
  svc = await startTestService(env);
  const email = uniqueEmail();
  const { error } = await svc
    .client()
    .auth.signUp({ email, password: "correct horse 1", options: { data: { nickname: "Star Kid" } } });
  expect(error).toBeNull();
  return new URL(await svc.lastLink(email));
}

describe("emailed links and AUTH_API_EXTERNAL_URL", () => {
  it("point at the service's external URL and redirect to the site by default", async () => {
    const link = await mailedLink({
      AUTH_SITE_URL: "https://site.example",
      AUTH_API_EXTERNAL_URL: "https://api.example:8443/",
    });
    expect(`${link.origin}${link.pathname}`).toBe("https://api.example:8443/auth/v1/verify");
    expect(link.searchParams.get("redirect_to")).toBe("https://site.example/");
  });

  it("use the request's origin for both when neither is set", async () => {
    const link = await mailedLink({});
    expect(`${link.origin}${link.pathname}`).toBe(`${svc!.url}/auth/v1/verify`);
    expect(link.searchParams.get("redirect_to")).toBe(`${svc!.url}/`);
  });

  it("falls back to AUTH_SITE_URL for links when only the site is set (one origin for both)", () => {
    expect(authConfigFromEnv({ AUTH_SITE_URL: "https://site.example" }).apiExternalUrl).toBe("https://site.example");
    expect(() => authConfigFromEnv({ AUTH_API_EXTERNAL_URL: "not a url" })).toThrow();
  });
});
