import type { APIRequestContext, Page } from "@playwright/test";
import {
  ANON_KEY,
  askForSignInLink,
  CONFIRM_SUBJECT,
  createAccount,
  expectSignedInAs,
  mailedLink,
  serviceURL,
  uniqueEmail,
} from "./support/auth";
import { expect, open, test } from "./support/warm-page";

// Each test signs up through the real service (bcrypt on a shared 2-core machine): allow for it.
test.describe.configure({ timeout: 90_000 });

const SIGN_IN_SUBJECT = /sign-in link/i;

async function mailCount(request: APIRequestContext, to: string): Promise<number> {
  const messages = (await (await request.get(serviceURL("/_dev/mailbox.json"))).json()) as { to: string }[];
  return messages.filter((m) => m.to === to).length;
}

/** A new account, whose owner then asks the login page for a sign-in link; returns its address. */
async function newAccountAsksForLink(page: Page, request: APIRequestContext, label: string, nickname: string) {
  const email = uniqueEmail(label);
  await createAccount(request, { email, password: "correct horse 1", nickname });
  await open(page, "/login");
  await askForSignInLink(page, email);
  return email;
}

test("the confirmation page sends the link again, to the address from sign-up or one typed", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("resend");
  const response = await request.post(serviceURL("/auth/v1/signup"), {
    headers: { apikey: ANON_KEY, "content-type": "application/json" },
    data: { email, password: "correct horse 1", data: { nickname: "Nova" } },
  });
  expect(response.status()).toBe(200);

  // Straight after sign-up the page knows the address and counts down to the next send.
  await open(page, "/confirmation");
  await page.evaluate(
    (address) => sessionStorage.setItem("lss-signup-email", JSON.stringify({ email: address, sentAt: Date.now() })),
    email,
  );
  await page.reload();
  await expect(page.getByText(`send the link to ${email} again`)).toBeVisible();
  const again = page.getByRole("button", { name: "Send the link again" });
  await expect(again).toBeDisabled();
  await expect(page.getByText(/You can ask for another link in \d+ seconds/)).toBeVisible();

  // In another tab (nothing kept), the page asks for the address.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await page.getByLabel("Email").fill(email);
  await again.click();
  await expect(page.getByRole("status").filter({ hasText: "a new link is on its way" })).toContainText(email);
  await expect(again).toBeDisabled();
  await expect.poll(() => mailCount(request, email)).toBe(2);

  const link = await mailedLink(request, email, CONFIRM_SUBJECT);
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/confirm/);
  await expect(page.getByRole("heading", { level: 1, name: "You're All Set!" })).toBeVisible();
  await expectSignedInAs(page, "Nova");
});

test("an emailed sign-in link signs in from the login page", async ({ page, request }) => {
  const email = await newAccountAsksForLink(page, request, "magic", "Luna");
  await expect(page.getByRole("status").filter({ hasText: "a sign-in link and a 6-digit code" })).toContainText(email);
  await expect(page.getByText(/You can ask for another link in \d+ seconds/)).toBeVisible();

  const link = await mailedLink(request, email, SIGN_IN_SUBJECT);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "You're Signed In!" })).toBeVisible();
  await expectSignedInAs(page, "Luna");
});

test("the 6-digit code from the mail signs in on another device", async ({ page, request }) => {
  const email = await newAccountAsksForLink(page, request, "code", "Orbit");
  await expect(page.getByLabel("6-digit code")).toBeVisible();

  let code = "";
  await expect
    .poll(async () => {
      const messages = (await (await request.get(serviceURL("/_dev/mailbox.json"))).json()) as {
        to: string;
        text: string;
      }[];
      code = /code: (\d{6})/.exec(messages.find((m) => m.to === email)?.text ?? "")?.[1] ?? "";
      return code;
    })
    .toMatch(/^\d{6}$/);
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Sign in with the code" }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expectSignedInAs(page, "Orbit");
});

test("a sign-in link for an address with no account answers the same and mails nothing", async ({ page, request }) => {
  const email = uniqueEmail("nobody");
  await open(page, "/login");
  await askForSignInLink(page, email);
  await expect(page.getByRole("status").filter({ hasText: "If an account exists" })).toContainText(email);
  expect(await mailCount(request, email)).toBe(0);
});
