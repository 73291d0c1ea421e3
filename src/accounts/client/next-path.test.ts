import { describe, expect, it } from "vitest";
import { nextPath, signInFor } from "./next-path";

describe("where sign-in goes afterwards", () => {
  it("comes back to the page that asked", () => {
    expect(nextPath(new URL(signInFor("/account"), "http://x").search)).toBe("/account");
    expect(nextPath("?next=%2Fgames%2Fsnake%3Fseed%3D2")).toBe("/games/snake?seed=2");
  });

  it("goes home for anything that is not a path on this site", () => {
    for (const search of [
      "",
      "?next=",
      "?next=https://evil.example",
      "?next=//evil.example/x",
      "?next=/\\evil.example",
      "?next=javascript:alert(1)",
    ]) {
      expect(nextPath(search), search).toBe("/");
    }
  });
});
