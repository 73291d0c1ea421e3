import type { APIRequestContext, Page } from "@playwright/test";
import {
  ANON_KEY,
  CONFIRM_SUBJECT,
  expectSignedInAs,
  expectToast,
  expectVisitor,
  mailedLink,
  serviceURL,
  uniqueEmail,
  signUpWithForm,
} from "./support/auth";
import { expect, open, test } from "./support/test";

// Each test signs up through the real service (bcrypt on a shared 2-core machine): allow for it.
test.describe.configure({ timeout: 90_000 });

/** From the contest's "Sign in to enter" to the sign-up form, as a newcomer goes: Sign Up on the sign-in page. */
async function fromSignInToEnterToSignUp(page: Page) {
  await open(page, "/activities");
  await page.getByRole("link", { name: "Sign in to enter" }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Factivities$/);
  await page.getByRole("link", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/signup\?next=%2Factivities$/);
  await expect(page.getByRole("heading", { level: 1, name: "Create Your Account" })).toBeVisible();
}

/** Fills the form with the nickname its own placeholder suggests, as a newcomer might copy it. */
async function signUpWithThePlaceholder(page: Page, email: string, password: string): Promise<string> {
  const nickname = (await page.getByLabel("Public Nickname").getAttribute("placeholder"))!;
  await signUpWithForm(page, { nickname, email, password, agree: true });
  return nickname;
}

test("from 'Sign in to enter', Sign Up keeps the way back, and the placeholder nickname is accepted", async ({
  page,
}) => {
  await fromSignInToEnterToSignUp(page);
  // Sign In from here goes back to the sign-in page with the same way back.
  await expect(page.getByRole("link", { name: "Sign In", exact: true }).last()).toHaveAttribute(
    "href",
    "/login?next=%2Factivities",
  );
  await signUpWithThePlaceholder(page, uniqueEmail("signup-next"), "moonbeam-42");
  await expect(page).toHaveURL(/\/confirmation\?next=%2Factivities$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Check Your Email!" })).toBeVisible();
  await expectVisitor(page);
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  await page.getByRole("link", { name: "Back to where you were" }).click();
  await expect(page).toHaveURL(/\/activities$/);
});

/**
 * A service that confirms no emails (MAILER_AUTOCONFIRM) answers sign-up with a session. The
 * suite's service asks for confirmation, so the answer is made as such a service makes it: the
 * real sign-up, its emailed link followed, and the session a password grant then gives.
 */
async function answerSignUpWithASession(page: Page, request: APIRequestContext, password: string) {
  await page.route("**/auth/v1/signup*", async (route) => {
    const real = await route.fetch();
    const { email } = route.request().postDataJSON() as { email: string };
    const verified = await request.get(await mailedLink(request, email, CONFIRM_SUBJECT), { maxRedirects: 0 });
    expect(verified.status()).toBe(303);
    const grant = await request.post(serviceURL("/auth/v1/token?grant_type=password"), {
      headers: { apikey: ANON_KEY, "content-type": "application/json" },
      data: { email, password },
    });
    expect(grant.status()).toBe(200);
    await route.fulfill({ response: real, json: await grant.json() });
  });
}

test("a sign-up that signs the member in at once says so and offers the way back, not 'Check Your Email!'", async ({
  page,
  request,
}) => {
  const password = "moonbeam-42";
  await answerSignUpWithASession(page, request, password);
  await fromSignInToEnterToSignUp(page);
  const nickname = await signUpWithThePlaceholder(page, uniqueEmail("signup-at-once"), password);
  await expect(page).toHaveURL(/\/confirmation\?next=%2Factivities$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1, name: "You're Signed In!" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Check Your Email!" })).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "signed in as" })).toContainText(nickname);
  await expectToast(page, "🎉 Welcome aboard!");
  await expectSignedInAs(page, nickname);
  await page.getByRole("link", { name: "Back to where you were" }).click();
  await expect(page).toHaveURL(/\/activities$/);
  await expect(page.getByRole("link", { name: "Sign in to enter" })).toHaveCount(0);
});
