import { memberAccount } from "./support/account";
import { acceptServiceRefusals, askForSignInLink, expectSignedInAs, expectToast, mailedLink } from "./support/auth";
import { enrolThroughApi, expectWrongCodeRefused } from "./support/two-step";
import { expect, open, test } from "./support/warm-page";
import type { Page } from "@playwright/test";

/** The assurance level of the session this browser keeps (the access token's `aal` claim). */
const storedAssurance = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem("lss-auth") ?? sessionStorage.getItem("lss-auth") ?? "{}";
    const token = (JSON.parse(raw) as { access_token?: string }).access_token ?? "..";
    const payload = (token.split(".")[1] ?? "").replace(/-/g, "+").replace(/_/g, "/");
    return (JSON.parse(atob(payload)) as { aal?: string }).aal;
  });

// Sign-ins run bcrypt on a shared 2-core machine, and the app's codes may wait for the clock.
test.describe.configure({ timeout: 120_000 });

test("an emailed sign-in link asks a member with two-step sign-in on for the app's code", async ({
  page,
  request,
  health,
}) => {
  const member = await memberAccount(request, "link-two-step");
  const app = await enrolThroughApi(request, member);

  await open(page, "/login");
  await askForSignInLink(page, member.email);
  await expect(page.getByRole("status").filter({ hasText: "a sign-in link and a 6-digit code" })).toContainText(
    member.email,
  );

  // The link alone is the first step: the page asks for the app's code, as after a password.
  await page.goto(await mailedLink(request, member.email, /sign-in link/i));
  await expect(page.getByRole("heading", { level: 1, name: "One More Step" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("The link worked.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "You're Signed In!" })).toHaveCount(0);
  const code = await expectWrongCodeRefused(page);

  await code.fill(await app.code());
  await page.getByRole("button", { name: "Verify and Sign In" }).click();
  await expectToast(page, "Welcome back");
  await expect(page).not.toHaveURL(/\/auth\/confirm/);
  await expectSignedInAs(page, member.nickname);
  expect(await storedAssurance(page)).toBe("aal2");

  // The wrong code was refused by the service (422), as the test meant.
  await acceptServiceRefusals(page, health.errors, [422]);
});

test("a password reset link asks for the app's code before the new password", async ({ page, request }) => {
  const member = await memberAccount(request, "reset-two-step");
  const app = await enrolThroughApi(request, member);

  await open(page, "/forgot-password");
  await page.getByLabel("Email").fill(member.email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "If an account exists" })).toContainText(member.email);

  await page.goto(await mailedLink(request, member.email, /reset|recover/i));
  await expect(page.getByRole("heading", { level: 1, name: "One More Step" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel("New Password", { exact: true })).toHaveCount(0);
  await page.getByLabel("Code from your app").fill(await app.code());
  await page.getByRole("button", { name: "Verify and Sign In" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Choose a New Password" })).toBeVisible();
  await page.getByLabel("New Password", { exact: true }).fill("new-password-7");
  await page.getByRole("button", { name: "Save New Password" }).click();
  await expectToast(page, "Password changed");
  await expectSignedInAs(page, member.nickname);
  expect(await storedAssurance(page)).toBe("aal2");
});
