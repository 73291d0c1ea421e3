import { mkdtemp, mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { addQuickStart, quickStartFiles } from "./studio-quick-start";

describe("the studio's quick start in the studio pages' HTML", () => {
  it("finds the quick start's chunk and every chunk it imports, itself last", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "quick-start-"));
    await mkdir(path.join(dir, "assets"));
    await writeFile(
      path.join(dir, "assets/studio-quick-a.js"),
      'import{n as e}from"./runtime-b.js";import"./events-c.js";',
    );
    await writeFile(path.join(dir, "assets/runtime-b.js"), "export const n=1;");
    await writeFile(path.join(dir, "assets/events-c.js"), 'import{n}from"./runtime-b.js";');
    const files = await quickStartFiles(dir, {
      "assets/other-d.js": ["src/pages/home.tsx"],
      "assets/studio-quick-a.js": ["studio/quick.ts", "src/studio/early.ts"],
    });
    expect(files).toEqual(["/assets/runtime-b.js", "/assets/events-c.js", "/assets/studio-quick-a.js"]);
  });

  it("fails the build when no chunk holds it", async () => {
    await expect(quickStartFiles(tmpdir(), { "assets/x.js": ["src/root.tsx"] })).rejects.toThrow(/quick start/);
  });

  it("names the imports as high-priority preloads and runs the module after the parse, once", () => {
    const html = "<html><head><title>x</title></head><body></body></html>";
    const once = addQuickStart(html, ["/assets/a.js", "/assets/q.js"]);
    expect(once).toContain('<link rel="modulepreload" fetchpriority="high" href="/assets/a.js"/>');
    expect(once).toMatch(/<script type="module" src="\/assets\/q\.js" data-studio-quick-start=""><\/script><\/head>/);
    expect(once).not.toMatch(/<script[^>]*async/);
    expect(addQuickStart(once, ["/assets/a.js", "/assets/q.js"])).toBe(once);
  });
});
