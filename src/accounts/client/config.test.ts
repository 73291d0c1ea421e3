import { describe, expect, it } from "vitest";
import { EMBEDDED_ANON_KEY, authConfig } from "./config";

describe("auth service address", () => {
  it("is the site's own origin with the embedded key when no project is configured", () => {
    expect(authConfig("http://127.0.0.1:4346", {})).toEqual({
      url: "http://127.0.0.1:4346",
      anonKey: EMBEDDED_ANON_KEY,
    });
    expect(authConfig("http://x.test", { VITE_SUPABASE_URL: "https://abc.supabase.co" }).url).toBe("http://x.test");
  });

  it("is the hosted project when both variables are set", () => {
    expect(
      authConfig("http://x.test", { VITE_SUPABASE_URL: "https://abc.supabase.co/", VITE_SUPABASE_ANON_KEY: "anon" }),
    ).toEqual({ url: "https://abc.supabase.co", anonKey: "anon" });
  });
});
