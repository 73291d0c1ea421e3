import { expect, open, test } from "./support/warm-page";

test("privacy: effective June 1, 2025, seven numbered sections and 8 Contact Us, true to the site", async ({
  page,
}) => {
  await open(page, "/privacy");
  await expect(page.getByText("Effective June 1, 2025.")).toBeVisible();
  const headings = await page.locator("#main h2").allInnerTexts();
  expect(headings.map((h) => h.match(/^(\d+)\./)?.[1])).toEqual(["1", "2", "3", "4", "5", "6", "7", "8"]);
  expect(headings[7]).toMatch(/^8\. Contact Us$/);
  const text = (await page.locator("#main").innerText()).toLowerCase();
  expect(text).toContain("hello@littlespacestation.example");
  expect(text).toMatch(/email/);
  expect(text).toMatch(/nickname/);
  expect(text).not.toContain("{{");
});

test("terms: effective June 1, 2025, eight sections and 9 Contact Information, with the required clauses", async ({
  page,
}) => {
  await open(page, "/terms");
  await expect(page.getByText("Effective June 1, 2025.")).toBeVisible();
  const headings = await page.locator("#main h2").allInnerTexts();
  expect(headings.map((h) => h.match(/^(\d+)\./)?.[1])).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9"]);
  expect(headings[8]).toMatch(/^9\. Contact Information$/);
  const text = (await page.locator("#main").innerText()).toLowerCase();
  for (const clause of ["18", "florida", "as is", "indemnif", "severab", "account", "prohibited"]) {
    expect(text, clause).toContain(clause);
  }
  expect(text).not.toContain("{{");
});
