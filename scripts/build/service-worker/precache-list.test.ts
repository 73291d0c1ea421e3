import { describe, expect, it } from "vitest";
import { articleChunks, isPrecachedFile, pageFile, shellPages, studioPages } from "./precache-list";
import { offlineFallbackHtml } from "./offline-html";
import { webManifest } from "./web-manifest";

describe("the precache list", () => {
  const chunks = {
    "assets/what-is-it-AbC.js": ["src/content/posts/what-is-it.md"],
    "assets/post-pages-XyZ.js": ["src/content/posts/what-is-it.md?meta", "src/content/post-pages.ts"],
    "assets/snake-123.js": ["games/snake/index.ts"],
  };

  it("leaves an article's own text chunk to the runtime cache, and keeps shared code", () => {
    const skip = articleChunks(chunks);
    expect([...skip]).toEqual(["assets/what-is-it-AbC.js"]);
    expect(isPrecachedFile("assets/what-is-it-AbC.js", skip)).toBe(false);
    expect(isPrecachedFile("assets/post-pages-XyZ.js", skip)).toBe(true);
    expect(isPrecachedFile("assets/snake-123.js", skip)).toBe(true);
  });

  it("takes what games need, the games list's pictures and the app's own files, never the compressed twins or other pictures", () => {
    const none = new Set<string>();
    for (const file of [
      "sounds/eat.webm",
      "assets/snake-card-AbC_12.svg",
      "images/games/snake-400.avif",
      "images/games/snake-800.avif",
      "icons/maskable-512.png",
      "manifest.webmanifest",
      "offline.html",
      "coloring-regions/bubble-bath-duck.json",
      "images/coloring/bubble-bath-duck.png",
      "images/stickers/snake-round-120.avif",
    ]) {
      expect(isPrecachedFile(file, none), file).toBe(true);
    }
    for (const file of [
      "assets/snake-123.js.br",
      "assets/founder-AbC.svg",
      "images/blog/cover.webp",
      "images/coloring/bubble-bath-duck-640.avif",
      "images/games/snake-400.png",
      "images/games/snake-800.webp",
      "images/stickers/snake-round-120.webp",
      "images/stickers/snake-round-240.avif",
      "images/games/shots.json",
      "sitemap.xml",
      "sw.js",
      "blog/index.html",
    ]) {
      expect(isPrecachedFile(file, none), file).toBe(false);
    }
  });

  it("names pages by the URL a visitor asks for, from their pre-rendered file", () => {
    expect(shellPages(["snake"])).toEqual([
      "/",
      "/games",
      "/games/snake",
      "/login",
      "/signup",
      "/forgot-password",
      "/offline",
    ]);
    expect(studioPages(["coloring-regions/rocket.json", "images/coloring/rocket.png"])).toEqual([
      "/activities/color/rocket",
    ]);
    expect(pageFile("/")).toBe("index.html");
    expect(pageFile("/games/snake")).toBe("games/snake/index.html");
  });
});

describe("the offline fallback page", () => {
  const page = `<html><head><script>boot()</script><link rel="modulepreload" href="/assets/root.js"/></head><body><main>You're offline</main><script>window.__reactRouterContext={}</script><script type="module" async="">import("/assets/entry.js")</script></body></html>`;

  it("drops the router's scripts and preloads, keeps the boot script, and adds the page lister", () => {
    const html = offlineFallbackHtml(page, "boot()", "/offline-page.js");
    expect(html).toContain("<script>boot()</script>");
    expect(html).not.toContain("__reactRouterContext");
    expect(html).not.toContain("entry.js");
    expect(html).not.toContain("modulepreload");
    expect(html).toContain(`<script src="/offline-page.js" defer></script></body>`);
  });
});

describe("the web app manifest", () => {
  it("is a standalone app with regular and maskable icons at 192 and 512", () => {
    const manifest = webManifest("Little Space Station");
    expect(manifest).toMatchObject({ name: "Little Space Station", display: "standalone", start_url: "/" });
    expect(manifest.icons.map((i) => `${i.purpose} ${i.sizes}`)).toEqual([
      "any 192x192",
      "any 512x512",
      "maskable 192x192",
      "maskable 512x512",
    ]);
  });
});
