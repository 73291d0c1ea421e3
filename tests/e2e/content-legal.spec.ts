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
