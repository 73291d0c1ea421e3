import { expect, open, test } from "./support/warm-page";

test.describe("about", () => {
  test("founder picture and story, mission, the four core values and the shop call-to-action", async ({ page }) => {
    await open(page, "/about");
    const story = page.getByRole("region", { name: /^Meet / });
    await expect(story.getByRole("img")).toHaveAccessibleName(/founder/i);
    expect(await story.locator("p").count()).toBeGreaterThan(1);
    await expect(page.getByRole("heading", { name: "Our Mission" })).toBeVisible();
    const values = page.getByRole("region", { name: "Our Core Values" }).getByRole("heading", { level: 3 });
    await expect(values).toHaveText([
      "Acceptance & Authenticity",
      "Comfort & Safety",
      "Joy & Celebration",
      "Unconditional Support",
    ]);
    const shop = page.getByRole("link", { name: /Visit the Shop/ });
    await expect(shop).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("the FAQ has three questions, opens at most one at a time, and an open one closes", async ({ page }) => {
    await open(page, "/about");
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    const items = faq.locator("details");
    await expect(items).toHaveCount(3);
    const open0 = () => items.nth(0).evaluate((el) => (el as HTMLDetailsElement).open);
    const openCount = () => items.evaluateAll((els) => els.filter((el) => (el as HTMLDetailsElement).open).length);

    expect(await openCount()).toBe(0);
    await items.nth(0).locator("summary").click();
    expect(await open0()).toBe(true);
    await expect(items.nth(0).locator("p")).toBeVisible();
    await items.nth(1).locator("summary").click();
    expect(await openCount()).toBe(1);
    expect(await open0()).toBe(false);
    await expect(items.nth(0).locator("p")).toBeHidden();
    await items.nth(1).locator("summary").click();
    expect(await openCount()).toBe(0);

    // From the keyboard too.
    await items.nth(2).locator("summary").focus();
    await page.keyboard.press("Enter");
    expect(await openCount()).toBe(1);
    await page.keyboard.press("Enter");
    expect(await openCount()).toBe(0);
  });

  test("#contact has the email and messaging links", async ({ page }) => {
    await open(page, "/about#contact");
    const contact = page.locator("#contact");
    await expect(contact.getByRole("link", { name: "hello@littlespacestation.example" })).toHaveAttribute(
      "href",
      "mailto:hello@littlespacestation.example",
    );
    await expect(contact.getByRole("link", { name: /Message us on/ })).toHaveAttribute("rel", "noopener noreferrer");
  });
});
