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

describe("hydration after the first paint", () => {
  const page =
    `<head><link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/><link rel="preload" href="/f.woff2" as="font"/>` +
    `<link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/></head><body><p>Hi</p>` +
    `<script type="module" async="">import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";\n` +
    `  window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.js");</script></body>`;

  it("leaves no download in the HTML but the page's own (the font stays preloaded)", async () => {
    const { deferHydration } = await import("./script-priority");
    const html = deferHydration(page);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/^import /m);
    expect(html).toContain('<link rel="preload" href="/f.woff2" as="font"/>');
    expect(html).toContain('["/assets/a.js","/assets/b.js"]');
    expect(html).toContain(
      'const [_0, route0] = await Promise.all([import("/assets/manifest.js"), import("/assets/root.js")]);',
    );
    expect(html).toContain('window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.js");');
    expect(deferHydration(html)).toBe(html);
  });
});
