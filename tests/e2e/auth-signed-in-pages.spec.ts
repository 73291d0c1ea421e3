import type { Page } from "@playwright/test";
import { memberAccount, signInAs } from "./support/account";
import { expectToast, expectVisitor } from "./support/auth";
import { expect, open, test } from "./support/warm-page";

// The member is made through the real service (bcrypt on a shared 2-core machine): allow for it.
test.describe.configure({ timeout: 90_000 });

const pages = [
  { path: "/login", formHeading: "Welcome Back!" },
  { path: "/signup", formHeading: "Create Your Account" },
];

/** Layout shifts not caused by input since the page loaded, as Chromium scores them. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
          resolve(entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0));
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );
}

test("a member who opens /login or /signup sees who they are, and signing out there brings the form back", async ({
  page,
  request,
}) => {
  const member = await memberAccount(request, "arrived");
  // Signing in with the form itself moves on, as before: no greeting in between.
  await signInAs(page, member);
  await expect(page).toHaveURL(/\/$/);

  for (const { path, formHeading } of pages) {
    await open(page, path);
    const card = page.getByRole("region", { name: "You're Signed In" });
    await expect(card.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 15_000 });
    await expect(card).toContainText(`Signed in as ${member.nickname} (${member.email}).`);
    await expect(card.getByRole("link", { name: "My Account" })).toHaveAttribute("href", "/account");
    await expect(card.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(card.getByRole("button", { name: "Sign out" })).toBeVisible();
    await expect(page.getByRole("heading", { name: formHeading })).toHaveCount(0);
    await expect(page.getByLabel("Password")).toHaveCount(0);
    // The panel takes the pre-rendered form's place without moving what is around it.
    expect(await layoutShift(page)).toBeLessThan(0.01);

    // Keyboard focus shows on the panel's controls.
    await card.getByText("Signed in as").click();
    await page.keyboard.press("Tab");
    const myAccount = card.getByRole("link", { name: "My Account" });
    await expect(myAccount).toBeFocused();
    expect(await myAccount.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none");
  }

  // Still on /signup: sign out with the keyboard and the form comes back in place.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expectToast(page, "See you later!");
  const heading = page.getByRole("heading", { level: 1, name: "Create Your Account" });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByLabel("Public Nickname")).toBeVisible();
  await expectVisitor(page);

  await open(page, "/login");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome Back!" })).toBeVisible();
  await expect(page.getByRole("region", { name: "You're Signed In" })).toHaveCount(0);
});
