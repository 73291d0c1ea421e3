import {
  RECOVERY_SUBJECT,
  acceptServiceRefusals,
  createAccount,
  expectSignedInAs,
  mailedLink,
  signInWithForm,
  uniqueEmail,
  expectToast,
} from "./support/auth";
import { expect, open, test, waitForHydration } from "./support/warm-page";

// Each test signs up through the real service (bcrypt on a shared 2-core machine): allow for it.
test.describe.configure({ timeout: 90_000 });

test("forgot password: the emailed link sets a new password that then signs in", async ({ page, request, health }) => {
  const email = uniqueEmail("recover");
  await createAccount(request, { email, password: "old-password", nickname: "Nova" });

  await open(page, "/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Forgot Your Password?" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "If an account exists" })).toContainText(email);

  const link = await mailedLink(request, email, RECOVERY_SUBJECT);
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password/);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a New Password" })).toBeVisible();
  await page.getByLabel("New Password", { exact: true }).fill("new-password-7");
  await page.getByRole("button", { name: "Save New Password" }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expectToast(page, "Password changed");
  await expectSignedInAs(page, "Nova");

  // Signed out, the old password no longer works and the new one does.
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await open(page, "/login");
  await signInWithForm(page, { email, password: "old-password" });
  await expect(page.getByRole("alert").filter({ hasText: "don't match" })).toBeVisible();
  await signInWithForm(page, { email, password: "new-password-7" });
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expectSignedInAs(page, "Nova");
  await acceptServiceRefusals(page, health.errors, [400]);
});

test("the forgot-password page answers the same for an address with no account", async ({ page }) => {
  await open(page, "/forgot-password");
  await page.getByLabel("Email").fill(uniqueEmail("nobody"));
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "If an account exists" })).toBeVisible();
});

test("a reset page opened without a link says how to get one", async ({ page }) => {
  await open(page, "/reset-password");
  await expect(page.getByRole("alert")).toContainText("open the link from your reset email");
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toBeVisible();
});

test("an expired or used confirmation link is explained kindly", async ({ page }) => {
  await page.goto(
    "/auth/confirm#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired",
  );
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "This Link Didn't Work" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("expired or was already used");
  expect(new URL(page.url()).hash).toBe("");
});
