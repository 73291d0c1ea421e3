import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./test";

/**
 * A path on the auth service: the site's own origin, or in the "hosted" project (playwright.config.ts)
 * the standalone service on another origin, as a hosted Supabase project would be.
 */
export function serviceURL(path: string): string {
  const base = (test.info().project.metadata as { serviceURL?: string } | undefined)?.serviceURL;
  return base ? `${base}${path}` : path;
}

/** The embedded service's development key (src/accounts/client/config.ts; the service accepts it). */
export const ANON_KEY = "lss-embedded-dev-anon-key";

let counter = 0;
/** An address no other test (or earlier run against the same data folder) has used. */
export function uniqueEmail(label: string): string {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return `${label}-${stamp}@example.com`;
}

interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  links: string[];
  sent_at: string;
}

/** Waits for the newest message to `to` whose subject matches, and returns its first link. */
export async function mailedLink(request: APIRequestContext, to: string, subject: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(serviceURL("/_dev/mailbox.json"));
        if (!response.ok()) return undefined;
        const messages = (await response.json()) as MailboxMessage[];
        link = messages.find((m) => m.to === to && subject.test(m.subject))?.links[0];
        return link;
      },
      { message: `a mail to ${to} matching ${subject}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return link!;
}

export const CONFIRM_SUBJECT = /confirm/i;
export const RECOVERY_SUBJECT = /reset|recover/i;

/** Creates an account through the service's API, confirmed unless told otherwise. */
export async function createAccount(
  request: APIRequestContext,
  {
    email,
    password,
    nickname,
    confirm = true,
  }: { email: string; password: string; nickname: string; confirm?: boolean },
): Promise<void> {
  const response = await request.post(serviceURL("/auth/v1/signup"), {
    headers: { apikey: ANON_KEY, "content-type": "application/json" },
    data: { email, password, data: { nickname } },
  });
  expect(response.status(), await response.text()).toBe(200);
  if (!confirm) return;
  const link = await mailedLink(request, email, CONFIRM_SUBJECT);
  const verified = await request.get(link, { maxRedirects: 0 });
  expect(verified.status()).toBe(303);
  expect(verified.headers().location).toContain("access_token=");
}

/** The account corner in the sidebar (desktop viewport). */
export function accountCorner(page: Page) {
  return page.locator("#sidebar").getByTestId("account-corner");
}

/**
 * A stored session shows after two on-demand downloads (supabase-js, then the menu): on this
 * shared 2-core machine that can take longer than the default 5 s.
 */
export async function expectSignedInAs(page: Page, name: string): Promise<void> {
  await expect(accountCorner(page).getByRole("button", { name: `Account menu for ${name}` })).toBeVisible({
    timeout: 15_000,
  });
}

export async function expectVisitor(page: Page): Promise<void> {
  const corner = accountCorner(page);
  await expect(corner).toHaveAttribute("data-state", "visitor");
  await expect(corner.getByRole("link", { name: "Join Now" })).toBeVisible();
  await expect(corner.getByRole("link", { name: "Sign In" })).toBeVisible();
}

export async function signInWithForm(
  page: Page,
  { email, password, remember = true }: { email: string; password: string; remember?: boolean },
): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByLabel("Remember me").setChecked(remember);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** Fills the sign-up form and presses Sign Up; with `agree`, ticks the community guidelines first. */
export async function signUpWithForm(
  page: Page,
  { nickname, email, password, agree = false }: { nickname: string; email: string; password: string; agree?: boolean },
): Promise<void> {
  await page.getByLabel("Public Nickname").fill(nickname);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  if (agree) await page.getByRole("checkbox", { name: /community guidelines/ }).check();
  await page.getByRole("button", { name: "Sign Up" }).click();
}

/** On the sign-in form: asks for a sign-in link (and its 6-digit code) by email instead of a password. */
export async function askForSignInLink(page: Page, email: string): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
}

/**
 * Chromium logs a refused request ("Failed to load resource: ... status of 400") as a console
 * error, which the health fixture counts. A test that provokes a refusal on purpose takes out
 * exactly the ones it expected: the auth service's answers with these statuses.
 */
export async function acceptServiceRefusals(page: Page, errors: string[], statuses: number[]): Promise<void> {
  await page.evaluate(() => 0);
  const expected = (line: string) => statuses.some((s) => line.includes(`status of ${s}`)) && /\/auth\/v1\//.test(line);
  const kept = errors.filter((line) => !expected(line));
  errors.splice(0, errors.length, ...kept);
}

/** The toast region is itself downloaded on the first toast: allow for that on a busy machine. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByTestId("toast")).toContainText(text, { timeout: 15_000 });
}
