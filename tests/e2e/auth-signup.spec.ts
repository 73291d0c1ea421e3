import {
  CONFIRM_SUBJECT,
  accountCorner,
  expectSignedInAs,
  expectVisitor,
  mailedLink,
  signInWithForm,
  signUpWithForm,
  uniqueEmail,
  expectToast,
} from "./support/auth";
import { HOSTED_TAG } from "./hosted-setup";
import { expect, open, test } from "./support/test";

// Each test signs up through the real service (bcrypt on a shared 2-core machine): allow for it.
test.describe.configure({ timeout: 90_000 });

test(
  "sign up, confirm from the mailbox, stay signed in, log out and sign in again",
  { tag: HOSTED_TAG },
  async ({ page, request }) => {
    const email = uniqueEmail("signup");
    const password = "moonbeam-42";
    const nickname = "Sparkle Bunny";

    await open(page, "/signup");
    await expect(page.getByRole("heading", { level: 1, name: "Create Your Account" })).toBeVisible();
    await signUpWithForm(page, { nickname, email, password, agree: true });

    await expect(page).toHaveURL(/\/confirmation$/);
    await expect(page.getByRole("heading", { level: 1, name: "Check Your Email!" })).toBeVisible();
    await expectToast(page, "🎉 Almost there!");
    await expectVisitor(page);

    // The emailed link goes through the service's /verify and lands on /auth/confirm, signed in.
    const link = await mailedLink(request, email, CONFIRM_SUBJECT);
    await page.goto(link);
    await expect(page).toHaveURL(/\/auth\/confirm/);
    await expect(page.getByRole("heading", { level: 1, name: "You're All Set!" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "signed in as" })).toContainText(nickname);
    await expectSignedInAs(page, nickname);
    // The tokens do not stay in the address bar.
    expect(new URL(page.url()).hash).not.toContain("access_token");

    await page.reload();
    await expectSignedInAs(page, nickname);
    await expect(accountCorner(page).getByText("S", { exact: true })).toBeVisible();

    // Log out from the menu with the keyboard: open, move to the item, choose it.
    const trigger = accountCorner(page).getByRole("button", { name: `Account menu for ${nickname}` });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu).toContainText(`Signed in as ${email}`);
    await expect(page.getByRole("menuitem", { name: "My Account" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Log out" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expectToast(page, "See you later!");
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    await expectVisitor(page);

    await page.reload();
    await expectVisitor(page);

    await open(page, "/login");
    await signInWithForm(page, { email, password });
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    await expectToast(page, "🌟 Welcome back!");
    await expectSignedInAs(page, nickname);
  },
);

test("a visitor's content page does not download the auth client", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  await open(page, "/blog");
  await expectVisitor(page);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => /supabase-client|AvatarMenu/.test(s))).toEqual([]);
});
