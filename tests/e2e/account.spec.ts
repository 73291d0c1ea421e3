import { readFile } from "node:fs/promises";
import { acceptServiceRefusals, accountCorner, expectToast, expectVisitor, signInWithForm } from "./support/auth";
import {
  accessToken,
  memberAccount,
  openAccountFromMenu,
  recordBest,
  signInAs,
  type Member,
  signedInMember,
} from "./support/account";
import { axeViolations, expectAxeCleanWideAndNarrow } from "./support/axe";
import { expect, open, test } from "./support/warm-page";
import type { Page } from "@playwright/test";

// Sign-ups and sign-ins run bcrypt on a shared 2-core machine: allow for it.
test.describe.configure({ timeout: 120_000 });

const panel = (page: Page, name: string) => page.getByRole("region", { name });

test("a visitor who opens /account signs in and comes back to it", async ({ page, request }) => {
  const member = await memberAccount(request, "account-visit");
  await open(page, "/account");
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/, { timeout: 15_000 });
  await signInWithForm(page, member);
  await expect(page).toHaveURL(/\/account$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible();
  await expect(page.getByTestId("account-email")).toHaveText(member.email);
  await expect(page.getByRole("status").filter({ hasText: "Hi," })).toHaveText(`Hi, ${member.nickname}!`);
});

test("the nickname and avatar change, with sign-up's rule, and the menu follows", async ({ page, request }) => {
  const member = await signedInMember(page, request, "account-profile");
  await openAccountFromMenu(page, member.nickname);

  const nickname = page.getByLabel("Public Nickname");
  await nickname.fill("<Moon>");
  await panel(page, "Profile").getByRole("button", { name: "Save Nickname" }).click();
  await expect(panel(page, "Profile")).toContainText(
    "Nickname must be 1-50 characters and only contain letters, numbers, and spaces.",
  );
  await expectToast(page, "Invalid Nickname");
  await expect(nickname).toBeFocused();

  await nickname.fill("Moon Pie");
  await panel(page, "Profile").getByRole("button", { name: "Save Nickname" }).click();
  await expectToast(page, "Nickname saved");
  await expect(accountCorner(page).getByRole("button", { name: "Account menu for Moon Pie" })).toBeVisible();

  // The avatars are a radio group: reachable and chosen by keyboard.
  await page.getByRole("radio", { name: "Sleepy moon" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "Smiling star" })).toBeChecked();
  await page.getByText("Owl", { exact: true }).click();
  await expect(page.getByRole("radio", { name: "Owl" })).toBeChecked();
  await panel(page, "Avatar").getByRole("button", { name: "Save Avatar" }).click();
  await expectToast(page, "Avatar saved");
  await expect(accountCorner(page).locator('img[src="/avatars/owl.svg"]')).toBeVisible();
  await expect(page.getByRole("radio", { name: "Owl (current)" })).toBeChecked();

  // Both are the account's, not this tab's.
  await page.reload();
  await expect(page.getByLabel("Public Nickname")).toHaveValue("Moon Pie", { timeout: 15_000 });
  await expect(page.getByRole("radio", { name: "Owl (current)" })).toBeChecked();
});

test("a new password needs the current one, and ends the other sessions", async ({
  page,
  request,
  browser,
  health,
}) => {
  const member = await memberAccount(request, "account-password");
  const elsewhere = await browser.newContext();
  const otherPage = await elsewhere.newPage();
  await signInAs(otherPage, member);
  await signInAs(page, member);
  await open(page, "/account");

  const form = panel(page, "Password");
  await form.getByLabel("Current password").fill("not my password");
  await form.getByLabel("New password").fill("stardust-77");
  await form.getByRole("button", { name: "Change Password" }).click();
  await expect(form.getByRole("alert")).toHaveText("Your current password isn't right. Check it and try again.");
  await expect(form.getByLabel("New password")).toHaveValue("stardust-77");
  await acceptServiceRefusals(page, health.errors, [400]);

  await form.getByLabel("Current password").fill(member.password);
  await form.getByRole("button", { name: "Change Password" }).click();
  await expectToast(page, "Password changed");
  await expect(form.getByLabel("Current password")).toHaveValue("");

  // The other browser's session has ended: its next visit to /account asks it to sign in.
  await open(otherPage, "/account");
  await expect(otherPage).toHaveURL(/\/login\?next=%2Faccount$/, { timeout: 30_000 });
  await elsewhere.close();
  // The new password signs in; the old one no longer does.
  await accessToken(request, { ...member, password: "stardust-77" });
});

test("Download my data gives the account and every best as JSON", async ({ page, request }) => {
  const member = await memberAccount(request, "account-export");
  const token = await accessToken(request, member);
  await recordBest(request, token, "snake", 40);
  await recordBest(request, token, "color-match:hard", 7);
  await signInAs(page, member);
  await open(page, "/account");
  await expect(page.getByTestId("account-best-snake")).toHaveText("High score: 40 points", { timeout: 15_000 });
  await expect(page.getByTestId("account-best-color-match")).toContainText("Hard 7 points");
  await expect(page.getByTestId("account-best-memory")).toHaveText(/none yet/);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^little-space-station-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, "utf8")) as {
    account: Record<string, unknown>;
    bests: { game_id: string; best: number }[];
  };
  expect(data.account).toMatchObject({ email: member.email, nickname: member.nickname, avatar: null });
  expect(data.account.id).toMatch(/^[0-9a-f-]{36}$/);
  expect(data.account.created_at).toBeTruthy();
  expect(data.account.last_sign_in_at).toBeTruthy();
  expect(data.bests.map((b) => [b.game_id, b.best]).sort()).toEqual([
    ["color-match:hard", 7],
    ["snake", 40],
  ]);
});

test("Sign out everywhere ends this session and every other", async ({ page, request, browser }) => {
  const member: Member = await memberAccount(request, "account-everywhere");
  const elsewhere = await browser.newContext();
  const otherPage = await elsewhere.newPage();
  await signInAs(otherPage, member);
  await signInAs(page, member);
  await open(page, "/account");
  // Once the page has settled, as for someone reading the page first. (A press in the first seconds
  // races the panels' own first reads, which the revoked session then answers with 401 or 403: in
  // the console only, nothing on the page.)
  await expect(page.locator("html")).toHaveAttribute("data-sticker-book", "ready", { timeout: 30_000 });
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expectToast(page, "Signed out everywhere");
  await expect(page).toHaveURL(/\/$/);
  await expectVisitor(page);
  await open(otherPage, "/account");
  await expect(otherPage).toHaveURL(/\/login\?next=%2Faccount$/, { timeout: 30_000 });
  await elsewhere.close();
});

test("My Account and its delete dialog pass axe and work by keyboard at 1280 and 390 px", async ({ page, request }) => {
  await signedInMember(page, request, "account-axe");
  await open(page, "/account");
  await expect(page.getByTestId("account-email")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("region", { name: "Personal bests" })).toHaveAttribute("aria-busy", "false", {
    timeout: 15_000,
  });
  await expectAxeCleanWideAndNarrow(page, {
    between: async (width) => {
      const trigger = page.getByRole("button", { name: "Delete my account" });
      await trigger.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Delete your account?" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel("Type DELETE to confirm")).toBeFocused();
      expect(await axeViolations(page, '[role="dialog"]'), `the dialog at ${width} px`).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    },
  });
});
