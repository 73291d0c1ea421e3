import { expect, open, test } from "./support/warm-page";

test("explore shows cards for Blog, Gallery, Activities and Games and a What's Next? block", async ({ page }) => {
  await open(page, "/explore");
  const main = page.locator("#main");
  for (const [heading, link, href] of [
    ["Blog", "Visit the Blog", "/blog"],
    ["Gallery", "Open the Gallery", "/gallery"],
    ["Activities", "Find Activities", "/activities"],
    ["Games", "Play Games", "/games"],
  ] as const) {
    await expect(main.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: link })).toHaveAttribute("href", href);
  }
  const next = page.getByRole("region", { name: "What's Next?" });
  await expect(next.getByRole("link", { name: "Read the Blog" })).toHaveAttribute("href", "/blog");
  await next.getByRole("link", { name: "Try an Activity" }).click();
  await expect(page).toHaveURL("/activities");
});
