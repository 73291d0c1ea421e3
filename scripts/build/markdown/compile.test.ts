import { describe, expect, it } from "vitest";
import { compileMarkdown, replaceTokens } from "./compile";

const tokens = { siteName: "Little Space Station", ownerEmail: "hi@example.org", siteUrl: "https://lss.example" };

describe("compileMarkdown", () => {
  it("reads the front matter as text, dates included, and replaces tokens everywhere", () => {
    const { meta, html } = compileMarkdown(
      "---\ntitle: About {{siteName}}\ndatePublished: 2025-07-14\n---\nWrite to {{ownerEmail}}.\n",
      tokens,
    );
    expect(meta).toEqual({ title: "About Little Space Station", datePublished: "2025-07-14" });
    expect(html).toContain("Write to hi@example.org.");
  });

  it("lists the sections (h2 only) with their ids, and counts the words", () => {
    const { sections, words } = compileMarkdown(
      "Intro words here.\n\n## A *Warm* Bath\n\nSoft bubbles.\n\n### Detail\n\n## Storytime\n",
      tokens,
    );
    expect(sections).toEqual([
      { id: "a-warm-bath", title: "A Warm Bath" },
      { id: "storytime", title: "Storytime" },
    ]);
    expect(words).toBe(3 + 3 + 2 + 1 + 1);
  });

  it("gives headings ids so sections can be linked", () => {
    const { html } = compileMarkdown("## 1. Information We Collect\n\n### Comfort & Safety\n", tokens);
    expect(html).toContain('<h2 id="1-information-we-collect">');
    expect(html).toContain('<h3 id="comfort-safety">');
  });

  it("escapes raw HTML: no script reaches the page", () => {
    const { html } = compileMarkdown('Hi <script>alert(1)</script> <img src=x onerror="alert(1)">\n', tokens);
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain("&lt;script&gt;");
  });

  it("refuses javascript: links", () => {
    const { html } = compileMarkdown("[click](javascript:alert(1))\n", tokens);
    expect(html).not.toContain("href");
  });

  it("opens external links safely and says they leave the site; own links stay plain", () => {
    const { html } = compileMarkdown(
      "[NHS](https://www.nhs.uk/mental-health/) and [blog](/blog) and [home]({{siteUrl}}/)\n",
      tokens,
    );
    expect(html).toContain(
      '<a href="https://www.nhs.uk/mental-health/" target="_blank" rel="noopener noreferrer">NHS<span class="visually-hidden"> (opens another website in a new tab)</span></a>',
    );
    expect(html).toContain('<a href="/blog">blog</a>');
    expect(html).toContain('<a href="https://lss.example/">home</a>');
  });

  it("fails on an unknown token instead of showing it", () => {
    expect(() => replaceTokens("Hi {{nope}}", tokens, "x.md")).toThrow("x.md: unknown token {{nope}}");
  });
});
