import { expect, open, test } from "./support/warm-page";

const SLUG = "am-i-really-an-age-regressor";

test("an article's text sits on a calm panel, with its reading time and a contents list that jumps to each part", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, `/blog/${SLUG}`);
  const article = page.locator("article");
  await expect(article.getByText(/^· \d+ min read$/)).toBeVisible();
  // The paragraphs' own background is the panel's, nearly opaque: no star shows between letters.
  const alpha = await article
    .locator("p")
    .filter({ hasText: "age regression" })
    .first()
    .evaluate((p) => {
      // Within the article only: the page behind it is the sky.
      const stop = p.closest("article")!.parentElement;
      for (let el: Element | null = p; el && el !== stop; el = el.parentElement) {
        const bg = getComputedStyle(el).backgroundColor;
        const m = /rgba?\(([^)]+)\)/.exec(bg);
        const a = m ? Number(m[1]!.split(",")[3] ?? 1) : 0;
        if (a > 0) return a;
      }
      return 0;
    });
  expect(alpha).toBeGreaterThanOrEqual(0.95);
  const contents = page.getByRole("navigation", { name: "In this article" });
  const links = contents.getByRole("link");
  const sections = await page.getByTestId("article-text").locator("h2[id]").count();
  expect(await links.count()).toBeGreaterThan(4);
  expect(await links.count()).toBe(sections);
  await links.nth(2).click();
  const target = page.locator(`article h2[id="${(await links.nth(2).getAttribute("href"))!.slice(1)}"]`);
  await expect(target).toBeInViewport();
});

test("a contents list whose headings carry their own numbers does not number them again", async ({ page }) => {
  await open(page, "/blog/5-littlespace-bedtime-rituals-for-the-best-sleep");
  const items = page.getByRole("navigation", { name: "In this article" }).getByRole("listitem");
  await expect(items.first()).toHaveText("1. The Bubble Bath Wind-Down");
  // The list's own marker would show "1. 1. The Bubble Bath Wind-Down".
  expect(await items.first().evaluate((li) => getComputedStyle(li).listStyleType)).toBe("none");
  // An article whose headings are words keeps the list's numbers.
  await open(page, `/blog/${SLUG}`);
  const plain = page.getByRole("navigation", { name: "In this article" }).getByRole("listitem").first();
  expect(await plain.evaluate((li) => getComputedStyle(li).listStyleType)).toBe("decimal");
});

test("an article ends with two related articles to read next, before the comments", async ({ page }) => {
  await open(page, `/blog/${SLUG}`);
  const next = page.getByRole("region", { name: "Read next" });
  const links = next.getByRole("link");
  await expect(links).toHaveCount(2);
  const comments = page.getByRole("region", { name: "Comments" });
  const [a, b] = [(await next.boundingBox())!, (await comments.boundingBox())!];
  expect(a.y + a.height).toBeLessThanOrEqual(b.y);
  const title = (await links.first().textContent())!;
  await links.first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
});
