import type { Page } from "@playwright/test";
import { expect, open, test } from "./support/warm-page";

/** Opens a legal page, which says when it took effect, and reads its section headings and its words. */
async function readLegal(page: Page, path: string) {
  await open(page, path);
  await expect(page.getByText("Effective June 1, 2025.")).toBeVisible();
  const headings = await page.locator("#main h2").allInnerTexts();
  const text = (await page.locator("#main").innerText()).toLowerCase();
  return { headings, numbers: headings.map((h) => h.match(/^(\d+)\./)?.[1]), text };
}

test("privacy: effective June 1, 2025, seven numbered sections and 8 Contact Us, true to the site", async ({
  page,
}) => {
  const { headings, numbers, text } = await readLegal(page, "/privacy");
  expect(numbers).toEqual(["1", "2", "3", "4", "5", "6", "7", "8"]);
  expect(headings[7]).toMatch(/^8\. Contact Us$/);
  expect(text).toContain("hello@littlespacestation.example");
  expect(text).toMatch(/email/);
  expect(text).toMatch(/nickname/);
  expect(text).not.toContain("{{");
});

test("terms: effective June 1, 2025, eight sections and 9 Contact Information, with the required clauses", async ({
  page,
}) => {
  const { headings, numbers, text } = await readLegal(page, "/terms");
  expect(numbers).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9"]);
  expect(headings[8]).toMatch(/^9\. Contact Information$/);
  for (const clause of ["18", "florida", "as is", "indemnif", "severab", "account", "prohibited"]) {
    expect(text, clause).toContain(clause);
  }
  expect(text).not.toContain("{{");
});

test("a legal page's text sits on a calm panel on a phone: no star twinkles between its letters", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, "/privacy");
  const alpha = await page
    .locator("#main p")
    .filter({ hasText: "collect as little as we can" })
    .evaluate((p) => {
      // The nearest background between the paragraph and the page's main column (the sky is behind that).
      const stop = p.closest("#main");
      for (let el: Element | null = p; el && el !== stop; el = el.parentElement) {
        const m = /rgba?\(([^)]+)\)/.exec(getComputedStyle(el).backgroundColor);
        const a = m ? Number(m[1]!.split(",")[3] ?? 1) : 0;
        if (a > 0) return a;
      }
      return 0;
    });
  expect(alpha).toBeGreaterThanOrEqual(0.95);
});
