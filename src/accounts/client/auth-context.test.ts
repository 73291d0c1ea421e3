import { describe, expect, it } from "vitest";
import { type AuthContextValue, requireAuth } from "./auth-context";

describe("useAuth", () => {
  it("fails outside its provider with the spec's message", () => {
    expect(() => requireAuth(null)).toThrow("useAuth must be used within an AuthProvider");
  });

  it("hands back the provider's value inside it", () => {
    const value = { loading: true } as AuthContextValue;
    expect(requireAuth(value)).toBe(value);
  });
});
