import { describe, expect, it } from "vitest";
import { placeholderWarning, placeholdersInUse, type OwnerSettings } from "./placeholders";
import { site } from "./site";

const shipped: OwnerSettings = {
  ownerEmail: site.ownerEmail,
  shopUrl: site.shopUrl,
  messagingUrl: site.messagingUrl,
  origin: "https://littlespacestation.example",
};

const real: OwnerSettings = {
  ownerEmail: "hello@cosy-corner.shop",
  shopUrl: "https://www.etsy.com/shop/CosyCorner",
  messagingUrl: "https://wa.me/15551234567",
  origin: "https://cosy-corner.shop",
};

describe("placeholdersInUse", () => {
  it("lists every example value the repository ships with", () => {
    expect(placeholdersInUse(shipped).map((p) => p.setting)).toEqual([
      "Owner's email",
      "Shop link",
      "Messaging link",
      "Public origin",
    ]);
  });

  it("says where each one is changed and what it holds", () => {
    const [email] = placeholdersInUse(shipped);
    expect(email).toEqual({
      setting: "Owner's email",
      where: "src/config/site.ts: ownerEmail",
      value: "hello@littlespacestation.example",
    });
  });

  it("lists nothing once the owner has set real values", () => {
    expect(placeholdersInUse(real)).toEqual([]);
  });

  it("lists only the ones still left", () => {
    const found = placeholdersInUse({ ...real, shopUrl: site.shopUrl, origin: "http://example.com/" });
    expect(found.map((p) => p.setting)).toEqual(["Shop link", "Public origin"]);
  });

  it("treats any address on a name reserved for examples as a placeholder", () => {
    for (const ownerEmail of ["me@example.com", "ME@Shop.EXAMPLE", "owner@site.test", "a@b.invalid"]) {
      expect(placeholdersInUse({ ...real, ownerEmail }), ownerEmail).toHaveLength(1);
    }
    for (const shopUrl of ["https://example.org/shop", "https://shop.example.net/", "http://localhost:4173/"]) {
      expect(placeholdersInUse({ ...real, shopUrl }), shopUrl).toHaveLength(1);
    }
  });

  it("does not mistake a real domain that merely contains the word", () => {
    expect(placeholdersInUse({ ...real, ownerEmail: "me@example-shop.com", shopUrl: "https://myexample.org" })).toEqual(
      [],
    );
  });
});

describe("placeholderWarning", () => {
  it("prints nothing when nothing is left", () => {
    expect(placeholderWarning([])).toEqual([]);
  });

  it("prints one line a setting between a heading and what to do", () => {
    const lines = placeholderWarning(placeholdersInUse(shipped));
    expect(lines[0]).toBe("Warning: 4 settings still hold example values, which visitors will see:");
    expect(lines).toContain(
      "  - Owner's email: hello@littlespacestation.example (set in src/config/site.ts: ownerEmail)",
    );
    expect(lines).toHaveLength(6);
    expect(lines.at(-1)).toMatch(/Starting anyway\.$/);
  });

  it("says 1 setting in the singular", () => {
    expect(placeholderWarning(placeholdersInUse({ ...real, origin: shipped.origin }))[0]).toBe(
      "Warning: 1 setting still holds its example value, which visitors will see:",
    );
  });
});
