import { describe, expect, it } from "vitest";
import { isMuteKey } from "./mute-key";

const key = (k: string, more: { repeat?: boolean; ctrlKey?: boolean; altKey?: boolean; metaKey?: boolean } = {}) => ({
  key: k,
  repeat: false,
  preventDefault: () => undefined,
  ...more,
});

describe("the mute key", () => {
  it("is M in either case, pressed once, with no shortcut modifier", () => {
    expect(isMuteKey(key("m"))).toBe(true);
    expect(isMuteKey(key("M"))).toBe(true);
    expect(isMuteKey(key("m", { repeat: true }))).toBe(false);
    expect(isMuteKey(key("m", { ctrlKey: true }))).toBe(false);
    expect(isMuteKey(key("m", { altKey: true }))).toBe(false);
    expect(isMuteKey(key("m", { metaKey: true }))).toBe(false);
    expect(isMuteKey(key("n"))).toBe(false);
  });
});
