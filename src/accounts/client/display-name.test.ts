import { describe, expect, it } from "vitest";
import { avatarInitial, avatarUrl, displayName } from "./display-name";

describe("display name", () => {
  it("is the nickname when there is one", () => {
    expect(displayName({ email: "luna@example.com", user_metadata: { nickname: "Starry Luna" } })).toBe("Starry Luna");
  });

  it("is the part of the email before the @ without a nickname", () => {
    expect(displayName({ email: "moon.pie@example.com", user_metadata: {} })).toBe("moon.pie");
    expect(displayName({ email: "moon.pie@example.com", user_metadata: { nickname: "   " } })).toBe("moon.pie");
    expect(displayName({ email: "moon.pie@example.com", user_metadata: { nickname: 42 } })).toBe("moon.pie");
  });

  it("is empty for no user at all", () => {
    expect(displayName(null)).toBe("");
  });
});

describe("avatar fallback initial", () => {
  it("is the uppercase first letter of the nickname", () => {
    expect(avatarInitial({ email: "zed@example.com", user_metadata: { nickname: "bubbles" } })).toBe("B");
  });

  it("falls back to the email's first letter, then to U", () => {
    expect(avatarInitial({ email: "zed@example.com", user_metadata: null })).toBe("Z");
    expect(avatarInitial({ email: "", user_metadata: {} })).toBe("U");
    expect(avatarInitial(null)).toBe("U");
  });

  it("keeps a whole letter outside the basic Latin range", () => {
    expect(avatarInitial({ user_metadata: { nickname: "éclair" } })).toBe("É");
    expect(avatarInitial({ user_metadata: { nickname: "𝒷ear" } })).toBe("𝒷");
  });
});

describe("avatar picture", () => {
  it("is the avatar_url when it is one of the site's avatars", () => {
    expect(avatarUrl({ user_metadata: { avatar_url: "/avatars/moon.svg" } })).toBe("/avatars/moon.svg");
  });

  it("ignores anything else a client may have stored", () => {
    for (const avatar_url of ["/a.png", "", "https://elsewhere.example/moon.svg", "//evil.example/x.svg", 7]) {
      expect(avatarUrl({ user_metadata: { avatar_url } })).toBeUndefined();
    }
    expect(avatarUrl({ user_metadata: {} })).toBeUndefined();
  });
});
