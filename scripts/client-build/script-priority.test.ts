import { describe, expect, it } from "vitest";
import { lowerScriptPriority } from "./script-priority";

describe("hydration script priority", () => {
  it("fetches every module preload at low priority, once", () => {
    const html = `<link rel="modulepreload" href="/assets/a.js"/><link rel="preload" href="/f.woff2" as="font"/><link rel="modulepreload" href="/assets/b.js"/>`;
    const lowered = lowerScriptPriority(html);
    expect(lowered).toBe(
      `<link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/><link rel="preload" href="/f.woff2" as="font"/><link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/>`,
    );
    expect(lowerScriptPriority(lowered)).toBe(lowered);
  });
});
