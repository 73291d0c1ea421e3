import {
  acceptServiceRefusals,
  createAccount,
  expectVisitor,
  signInWithForm,
  signUpWithForm,
  uniqueEmail,
  expectToast,
} from "./support/auth";
import { expect, open, test } from "./support/warm-page";

// Each test signs up through the real service (bcrypt on a shared 2-core machine): allow for it.
test.describe.configure({ timeout: 90_000 });

test("a wrong password is explained by the form, the email kept and the password cleared", async ({
  page,
  request,
  health,
}) => {
  const email = uniqueEmail("wrong");
  await createAccount(request, { email, password: "right-password", nickname: "Pebble" });
  await open(page, "/login");
  await signInWithForm(page, { email, password: "not-the-password" });

  const alert = page.getByRole("alert").filter({ hasText: "don't match" });
  await expect(alert).toBeVisible();
  await expectToast(page, "Sign in Failed");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Password")).toHaveValue("");
  await expect(page.getByLabel("Password")).toBeFocused();
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeEnabled();
  await expectVisitor(page);
  await acceptServiceRefusals(page, health.errors, [400]);
});

test("an unconfirmed email is explained by the form", async ({ page, request, health }) => {
  const email = uniqueEmail("unconfirmed");
  await createAccount(request, { email, password: "waiting-1", nickname: "Waiting", confirm: false });
  await open(page, "/login");
  await signInWithForm(page, { email, password: "waiting-1" });
  await expect(page.getByRole("alert").filter({ hasText: "isn't confirmed yet" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await acceptServiceRefusals(page, health.errors, [400]);
});

test("an invalid nickname stops sign-up with the destructive toast, keeping what was typed", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (r) => requests.push(new URL(r.url()).pathname));
  await open(page, "/signup");
  await signUpWithForm(page, { nickname: "Bad <nick>!", email: "someone@example.com", password: "secret-123" });

  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Invalid Nickname");
  await expect(toast).toContainText("Nickname must be 1-50 characters and only contain letters, numbers, and spaces.");
  await expect(toast).toHaveAttribute("data-variant", "destructive");
  await expect(page.getByLabel("Public Nickname")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Public Nickname")).toBeFocused();
  await expect(page.getByLabel("Public Nickname")).toHaveValue("Bad <nick>!");
  await expect(page.getByLabel("Password")).toHaveValue("secret-123");
  await expect(page).toHaveURL(/\/signup$/);
  expect(requests.filter((p) => p.startsWith("/auth/v1/signup"))).toEqual([]);
});

test("field errors sit by their fields and are part of their description", async ({ page }) => {
  await open(page, "/signup");
  await signUpWithForm(page, { nickname: "Moon Pie", email: "moon.example.com", password: "abc" });

  const email = page.getByLabel("Email");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(/doesn't look like an email address/);
  await expect(email).toBeFocused();
  const password = page.getByLabel("Password");
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toHaveAccessibleDescription(/at least 6 characters/);

  // Fixing the email leaves only the password's problem.
  await email.fill("moon@example.com");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
  await expect(password).toBeFocused();
  await expect(page.getByLabel("Public Nickname")).toHaveValue("Moon Pie");

  await open(page, "/login");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Please enter your email address.");
  await expect(page.getByLabel("Email")).toBeFocused();
});

test("the account forms work with password managers: autocomplete on every field", async ({ page }) => {
  await open(page, "/signup");
  await expect(page.getByLabel("Public Nickname")).toHaveAttribute("autocomplete", "nickname");
  await expect(page.getByLabel("Email")).toHaveAttribute("autocomplete", "email");
  await expect(page.getByLabel("Password")).toHaveAttribute("autocomplete", "new-password");
  await open(page, "/login");
  await expect(page.getByLabel("Email")).toHaveAttribute("autocomplete", "username email");
  await expect(page.getByLabel("Password")).toHaveAttribute("autocomplete", "current-password");
  await expect(page.getByLabel("Remember me")).toBeChecked();
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});
