import { describe, expect, it } from "vitest";
import { posts as postMetas } from "./posts";
import { relatedPosts } from "./related-posts";

describe("the articles to read next", () => {
  it("are two others for every article, never itself", () => {
    for (const post of postMetas) {
      const next = relatedPosts(post.slug, postMetas);
      expect(next).toHaveLength(2);
      expect(next.map((p) => p.slug)).not.toContain(post.slug);
      expect(new Set(next.map((p) => p.slug)).size).toBe(2);
    }
  });

  it("prefer an article on the same topic", () => {
    const make = (slug: string, title: string) => ({ slug, title, excerpt: "" });
    const all = [make("a", "Bedtime stories"), make("b", "Crafts corner"), make("c", "Cozy bedtime"), make("d", "Tea")];
    expect(relatedPosts("a", all).map((p) => p.slug)).toEqual(["c", "b"]);
  });

  it("is empty for an unknown article", () => {
    expect(relatedPosts("nope", postMetas)).toEqual([]);
  });
});
