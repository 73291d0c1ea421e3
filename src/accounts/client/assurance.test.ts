import type { Session } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { awaitsSecondFactor } from "./assurance";

const token = (claims: object) =>
  ["e30", Buffer.from(JSON.stringify(claims)).toString("base64url"), "signature"].join(".");

const session = (aal: string, factors: { status: string }[] = []) =>
  ({
    access_token: token({ sub: "u1", aal, amr: [{ method: "otp" }] }),
    user: { id: "u1", factors },
  }) as unknown as Session;

describe("a half-open session", () => {
  it("is one at aal1 for a member with a verified factor", () => {
    expect(awaitsSecondFactor(session("aal1", [{ status: "verified" }]))).toBe(true);
  });

  it("is not one once the app's code raised it, nor without a verified factor", () => {
    expect(awaitsSecondFactor(session("aal2", [{ status: "verified" }]))).toBe(false);
    expect(awaitsSecondFactor(session("aal1", [{ status: "unverified" }]))).toBe(false);
    expect(awaitsSecondFactor(session("aal1"))).toBe(false);
    expect(awaitsSecondFactor(null)).toBe(false);
  });

  it("stands as signed in when the token cannot be read", () => {
    const broken = { access_token: "not-a-token", user: { id: "u1", factors: [{ status: "verified" }] } };
    expect(awaitsSecondFactor(broken as unknown as Session)).toBe(false);
  });
});
