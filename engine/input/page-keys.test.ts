import { describe, expect, it } from "vitest";
import { insideControl, keyDestination, type KeyTarget } from "./page-keys";

/** A fake element: a tag, attributes and a parent, as the filter reads them. */
function el(tagName: string, attrs: Record<string, string> = {}, parentElement: KeyTarget | null = null): KeyTarget {
  return {
    tagName,
    parentElement,
    isContentEditable: attrs.contenteditable === "true",
    getAttribute: (name) => attrs[name] ?? null,
  };
}

const body = el("BODY");
const main = el("MAIN", {}, body);
const surface = el("DIV", { role: "application" }, main);
const key = (k: string, mods: { ctrlKey?: boolean; altKey?: boolean; metaKey?: boolean } = {}) => ({ key: k, ...mods });

describe("keys on a game page", () => {
  it("gives the board every key while it has focus", () => {
    expect(keyDestination(key("w"), surface, surface)).toBe("surface");
    expect(keyDestination(key(" "), surface, surface)).toBe("surface");
  });

  it("gives Space, Enter and arrows pressed on the page itself to the game", () => {
    for (const k of [" ", "Enter", "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"]) {
      expect(keyDestination(key(k), body, surface)).toBe("page");
      expect(keyDestination(key(k), el("P", {}, main), surface)).toBe("page");
    }
    expect(keyDestination(key(" "), null, surface)).toBe("page");
  });

  it("leaves other keys and shortcuts to the page", () => {
    expect(keyDestination(key("w"), body, surface)).toBeNull();
    expect(keyDestination(key("m"), body, surface)).toBeNull();
    expect(keyDestination(key(" ", { ctrlKey: true }), body, surface)).toBeNull();
    expect(keyDestination(key("ArrowDown", { altKey: true }), body, surface)).toBeNull();
  });

  it("leaves keys to fields, buttons, links and other controls", () => {
    const controls = [
      el("INPUT", { type: "text" }, main),
      el("TEXTAREA", {}, main),
      el("SELECT", {}, main),
      el("BUTTON", {}, main),
      el("A", { href: "/games" }, main),
      el("SPAN", {}, el("BUTTON", {}, main)),
      el("DIV", { contenteditable: "true" }, main),
      el("DIV", { role: "slider" }, main),
      el("SPAN", {}, el("DIV", { role: "dialog" }, main)),
      el("SUMMARY", {}, main),
    ];
    for (const target of controls) {
      expect(insideControl(target)).toBe(true);
      expect(keyDestination(key(" "), target, surface)).toBeNull();
      expect(keyDestination(key("ArrowUp"), target, surface)).toBeNull();
    }
  });

  it("treats a link with no address as text", () => {
    expect(keyDestination(key("Enter"), el("A", {}, main), surface)).toBe("page");
  });
});
