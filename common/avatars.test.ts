import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AVATARS, avatarPath, isAvatarPath } from "./avatars";

describe("the avatar set", () => {
  it("has at least 12 pictures, each a shipped SVG with a label", () => {
    expect(AVATARS.length).toBeGreaterThanOrEqual(12);
    for (const avatar of AVATARS) {
      const file = `public${avatarPath(avatar.id)}`;
      expect(existsSync(file), file).toBe(true);
      // Drawn here: plain shapes, no scripts, links or embedded images from elsewhere.
      expect(readFileSync(file, "utf8")).not.toMatch(/<script|href=|<image|url\(/i);
      expect(avatar.label.length).toBeGreaterThan(2);
    }
  });

  it("accepts its own paths only", () => {
    expect(isAvatarPath("/avatars/bear.svg")).toBe(true);
    expect(isAvatarPath("/avatars/bear.png")).toBe(false);
    expect(isAvatarPath("https://littlespacestation.example/avatars/bear.svg")).toBe(false);
    expect(isAvatarPath(null)).toBe(false);
  });
});
