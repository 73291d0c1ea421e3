import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { coreValues, faq, founderName, founderStory, mission, shopCallToAction } from "./about.ts";
import { posts } from "./posts.ts";

const read = (file: string) => readFileSync(new URL(file, import.meta.url), "utf8");

/** Our files use plain `key: value` front matter; this reads it without a YAML library. */
function parse(source: string): { meta: Record<string, string>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!match) throw new Error("no front matter");
  const meta: Record<string, string> = {};
  for (const line of match[1]!.split("\n")) {
    const [, key, value] = /^(\w+): (.*)$/.exec(line) ?? [];
    if (key) meta[key] = value!.replace(/^"(.*)"$/, "$1");
  }
  return { meta, body: source.slice(match[0].length) };
}

/** Words a reader reads: no Markdown markers, no link targets. */
const words = (body: string) =>
  body
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/[#*>`[\]]/g, " ")
    .replace(/^\s*(-|\d+\.)\s+/gm, "")
    .split(/\s+/)
    .filter(Boolean).length;

const headings = (body: string, level: string) =>
  body
    .split("\n")
    .filter((l) => l.startsWith(`${level} `))
    .map((l) => l.slice(level.length + 1));

describe("articles", () => {
  it.each(posts.map((p) => [p.slug, p] as const))(
    "%s matches the blog index and runs 900 to 1,600 words",
    (slug, post) => {
      const { meta, body } = parse(read(`posts/${slug}.md`));
      expect(meta).toMatchObject({
        slug,
        title: post.title,
        excerpt: post.excerpt,
        date: post.date,
        author: founderName,
        image: `blog/${slug}`,
      });
      expect(
        new Date(`${meta.datePublished}T12:00:00Z`).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" }),
      ).toBe(post.date);
      expect(meta.excerpt!.length).toBeGreaterThan(40);
      expect(meta.imageAlt!.length).toBeGreaterThan(40);
      expect(words(body)).toBeGreaterThanOrEqual(900);
      expect(words(body)).toBeLessThanOrEqual(1600);
    },
  );

  it("gives the bedtime article its five rituals in order", () => {
    const { body } = parse(read("posts/5-littlespace-bedtime-rituals-for-the-best-sleep.md"));
    const rituals = headings(body, "##").filter((h) => /^\d\. /.test(h));
    expect(rituals.map((h) => h.toLowerCase())).toEqual([
      expect.stringMatching(/^1\. .*bubble bath/),
      expect.stringMatching(/^2\. .*storytime/),
      expect.stringMatching(/^3\. pajamas and stuffie/),
      expect.stringMatching(/^4\. .*memory jar/),
      expect.stringMatching(/^5\. .*scent story/),
    ]);
  });

  it("covers every section of the 'am I really' article and links to reputable health sources over https", () => {
    const { body } = parse(read("posts/am-i-really-an-age-regressor.md"));
    const sections = headings(body, "##").join(" | ").toLowerCase();
    for (const topic of [
      "what age regression is",
      "signs",
      "why it happens",
      "community",
      "pain points",
      "self-reflection",
      "how to start",
      "professional support",
      "resources",
    ])
      expect(sections).toContain(topic);
    const links = [...body.matchAll(/\]\((https?:[^)]+)\)/g)].map((m) => m[1]);
    expect(links.every((l) => l!.startsWith("https://"))).toBe(true);
    for (const host of [
      "988lifeline.org",
      "www.nhs.uk",
      "medlineplus.gov",
      "www.nami.org",
      "www.mind.org.uk",
      "www.apa.org",
    ])
      expect(
        links.some((l) => new URL(l!).host === host),
        host,
      ).toBe(true);
  });

  it("says plainly in the beginner's guide that age regression is non-sexual and not age play", () => {
    const { body } = parse(read("posts/what-is-littlespace-a-simple-guide-for-new-age-regressors.md"));
    expect(body).toMatch(/age regression is non-sexual/i);
    expect(body).toMatch(/different from age play/i);
  });
});

describe("legal pages", () => {
  it("numbers the privacy policy 1 to 7 and ends with 8. Contact Us", () => {
    const { meta, body } = parse(read("legal/privacy.md"));
    expect(meta).toMatchObject({ title: "Privacy Policy", effective: "June 1, 2025" });
    const h = headings(body, "##");
    expect(h.map((x) => x.split(".")[0])).toEqual(["1", "2", "3", "4", "5", "6", "7", "8"]);
    expect(h[7]).toBe("8. Contact Us");
    for (const fact of [
      /bcrypt/,
      /network \(IP\) address/,
      /not store/,
      /Remember me/,
      /Snake high score/,
      /Supabase/,
      /18/,
    ])
      expect(body).toMatch(fact);
    expect(body).toContain("{{ownerEmail}}");
  });

  it("numbers the terms 1 to 8, ends with 9. Contact Information and states the required terms", () => {
    const { meta, body } = parse(read("legal/terms.md"));
    expect(meta).toMatchObject({ title: "Terms of Service", effective: "June 1, 2025" });
    const h = headings(body, "##");
    expect(h.map((x) => x.split(".")[0])).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9"]);
    expect(h[8]).toBe("9. Contact Information");
    for (const fact of [
      /at least 18 years old/,
      /responsible for everything that happens under your account/,
      /as is/,
      /indemnify/,
      /State of Florida/,
      /Severability/,
      /post the new version/,
    ])
      expect(body).toMatch(fact);
  });
});

describe("about page data", () => {
  it("has the four core values, three FAQ entries and the founder's story", () => {
    expect(coreValues.map((v) => v.title)).toEqual([
      "Acceptance & Authenticity",
      "Comfort & Safety",
      "Joy & Celebration",
      "Unconditional Support",
    ]);
    expect(faq).toHaveLength(3);
    expect(faq[0]!.answer).toMatch(/^No\. .*non-sexual/);
    expect(founderStory.length).toBeGreaterThanOrEqual(3);
    expect(founderStory.length).toBeLessThanOrEqual(5);
    expect(mission.length).toBeGreaterThanOrEqual(1);
    expect(shopCallToAction.buttonText).not.toBe("");
  });
});
