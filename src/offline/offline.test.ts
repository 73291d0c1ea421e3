import { describe, expect, it } from "vitest";
import { isPrivatePath } from "./cache-rules";
import { isChunkLoadError } from "./chunk-errors";
import { shortTitle } from "./kept-pages";
import { sameImageMatcher } from "./worker/kept-copies";

describe("offline helpers", () => {
  it("never let member data or the development mailbox near a cache", () => {
    for (const path of ["/auth/v1/token", "/rest/v1/bests", "/_dev/mailbox"])
      expect(isPrivatePath(path), path).toBe(true);
    for (const path of ["/", "/blog/sleep", "/games/snake", "/authors"]) expect(isPrivatePath(path), path).toBe(false);
  });

  it("recognise a chunk that failed to download, in each browser's words, and nothing else", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/Toaster-x.js"))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it("list a kept page by its own title, without the site's name", () => {
    expect(shortTitle("Bedtime Rituals | Little Space Station")).toBe("Bedtime Rituals");
    expect(shortTitle("Snake - Fun Games | Little Space Station")).toBe("Snake - Fun Games");
    expect(shortTitle("Plain")).toBe("Plain");
  });
});

describe("a picture's stand-ins offline", () => {
  it("finds the same picture at another size or in full, never another picture", () => {
    const matches = sameImageMatcher("/images/coloring/duck-960.avif")!;
    expect(matches("/images/coloring/duck.png")).toBe(true);
    expect(matches("/images/coloring/duck-640.webp")).toBe(true);
    expect(matches("/images/coloring/duck-320.avif")).toBe(true);
    expect(matches("/images/coloring/duck-bath.png")).toBe(false);
    expect(matches("/images/coloring/duck-bath-960.avif")).toBe(false);
    expect(matches("/images/coloring/goose.png")).toBe(false);
  });

  it("leaves whole files and other paths alone", () => {
    expect(sameImageMatcher("/images/coloring/duck.png")).toBeUndefined();
    expect(sameImageMatcher("/assets/app-960.avif")).toBeUndefined();
  });
});
