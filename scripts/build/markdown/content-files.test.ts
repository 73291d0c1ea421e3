/**
 * The content files and the lists that name them must agree: an article missing from posts.ts
 * would never be pre-rendered, and a picture missing from the manifest would show as a frame.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { posts } from "../../../src/content/posts";
import { splitFrontMatter } from "./compile";

const contentDir = path.resolve(import.meta.dirname, "../../../src/content");
const postDir = path.join(contentDir, "posts");
const readMeta = (file: string) => splitFrontMatter(readFileSync(file, "utf8"), file).meta;

describe("articles", () => {
  const files = existsSync(postDir) ? readdirSync(postDir).filter((f) => f.endsWith(".md")) : [];

  it("has one Markdown file per slug in posts.ts, and no other", () => {
    expect(files.map((f) => f.replace(/\.md$/, "")).sort()).toEqual(posts.map((p) => p.slug).sort());
  });

  it.each(posts.map((p) => [p.slug, p] as const))("%s: front matter agrees with posts.ts", (slug, post) => {
    const meta = readMeta(path.join(postDir, `${slug}.md`));
    expect(meta.slug).toBe(slug);
    expect(meta.title).toBe(post.title);
    expect(meta.date).toBe(post.date);
    for (const key of ["excerpt", "datePublished", "author", "image", "imageAlt"]) {
      expect(meta[key], `${slug}: ${key}`).toMatch(/\S/);
    }
  });
});

describe("legal pages", () => {
  it.each(["privacy", "terms"])("%s.md says when it takes effect", (name) => {
    const meta = readMeta(path.join(contentDir, "legal", `${name}.md`));
    expect(meta.effective).toBe("June 1, 2025");
  });
});
