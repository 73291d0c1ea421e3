import { posts } from "./support/site";
import { expect, open, test } from "./support/warm-page";

const dates = ["July 21, 2025", "July 14, 2025", "July 7, 2025", "June 30, 2025", "June 23, 2025"];

test.describe("blog list", () => {
  test("lists the five posts with title, date, excerpt, image and Read More", async ({ page }) => {
    await open(page, "/blog");
    const items = page.locator("#main li");
    await expect(items).toHaveCount(5);
    for (const [i, [slug, title]] of posts.entries()) {
      const item = items.nth(i);
      await expect(item.getByRole("heading", { level: 2 })).toHaveText(title);
      await expect(item.locator("time")).toHaveText(dates[i]!);
      await expect(item.locator("p")).toHaveText(/\w{3,}/);
      await expect(item.getByRole("img")).toHaveAccessibleName(/\w{3,}/);
      await expect(item.getByRole("link", { name: `Read More about ${title}` })).toHaveAttribute(
        "href",
        `/blog/${slug}`,
      );
    }
  });

  test("entering the blog from the app, the posts arrive one after another", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await open(page, "/");
    await page.locator("#sidebar").getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page.locator("#main li")).toHaveCount(5);
    // When each post first becomes fully visible, read every animation frame: with a 0.2 s stagger
    // they finish in order, one after another, not all at once.
    const finishedAt = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const times: number[] = [];
          const start = performance.now();
          const frame = () => {
            const now = performance.now();
            document.querySelectorAll("#main li").forEach((el, i) => {
              if (times[i] === undefined && Number(getComputedStyle(el).opacity) >= 0.99) times[i] = now;
            });
            if (times.filter((t) => t !== undefined).length === 5 || now - start > 10_000) resolve(times);
            else requestAnimationFrame(frame);
          };
          frame();
        }),
    );
    expect(finishedAt).toHaveLength(5);
    // In order, and never all in one moment. Several may land in one frame when a busy machine
    // draws frames slower than the 0.2 s stagger, so the span is not held to the stagger's 0.8 s.
    for (let i = 1; i < 5; i++) expect(finishedAt[i]!).toBeGreaterThanOrEqual(finishedAt[i - 1]!);
    expect(finishedAt[4]!).toBeGreaterThan(finishedAt[0]!);
  });

  test("under reduced motion nothing moves: the posts are there at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "/");
    await page.locator("#sidebar").getByRole("link", { name: "Blog", exact: true }).click();
    const items = page.locator("#main li");
    await expect(items).toHaveCount(5);
    const styles = await items.evaluateAll((els) =>
      els.map((el) => [getComputedStyle(el).opacity, getComputedStyle(el).transform]),
    );
    expect(styles).toEqual(Array(5).fill(["1", "none"]));
  });
});

test.describe("blog posts", () => {
  for (const [slug, title] of posts) {
    test(`${slug}: back link, title, byline, hero, sections, comments and Article data`, async ({ page }) => {
      await open(page, `/blog/${slug}`);
      const article = page.locator("article");
      await expect(article.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(article.getByText(/^By .+ · \w+ \d{1,2}, 2025$/)).toBeVisible();
      const hero = article.getByRole("img").first();
      await expect(hero).toHaveAccessibleName(/\w{3,}/);
      expect(await article.locator("h2[id]").count()).toBeGreaterThanOrEqual(3);
      await expect(article.getByText("Comments are currently disabled.")).toBeVisible();
      await expect(article.getByText("Please check back later!")).toBeVisible();
      await expect(page.locator(`[data-thread="${slug}"]`)).toHaveCount(1);

      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
      expect(ld).toMatchObject({ "@type": "Article", headline: title, author: { "@type": "Person" } });
      expect(ld.datePublished).toMatch(/^2025-\d\d-\d\d$/);

      const words = (await article.locator("h2 ~ *, h2").allInnerTexts()).join(" ").split(/\s+/).length;
      expect(words, "article length").toBeGreaterThan(800);
    });
  }

  test("the bedtime post covers its five rituals", async ({ page }) => {
    await open(page, `/blog/5-littlespace-bedtime-rituals-for-the-best-sleep`);
    const headings = (await page.locator("article :is(h2, h3)").allInnerTexts()).join("\n").toLowerCase();
    for (const topic of ["bubble bath", "storytime", "pajamas", "memory jar", "scent"]) {
      expect(headings).toContain(topic);
    }
  });

  test("the 'am I really' post links to outside health sources safely", async ({ page }) => {
    await open(page, `/blog/am-i-really-an-age-regressor`);
    const external = page.locator('article a[href^="https://"]');
    expect(await external.count()).toBeGreaterThan(0);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toContainText("(opens another website in a new tab)");
    }
  });

  test("moving from one post to another in the app loads the new body", async ({ page }) => {
    await open(page, "/blog");
    await page.getByRole("link", { name: /^Read More about Am I Really/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Am I Really an Age Regressor?");
    await expect(page.locator("article h2[id]").first()).toBeVisible();
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL("/blog");
  });
});
