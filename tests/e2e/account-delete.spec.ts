import { acceptServiceRefusals, createAccount, expectToast, expectVisitor } from "./support/auth";
import { accessToken, bestRows, memberAccount, recordBest, signInAs } from "./support/account";
import { HOSTED_TAG } from "./hosted-setup";
import { expect, open, test } from "./support/test";

// Runs in both projects (tests/e2e/hosted-setup.ts): the embedded service, and a site talking to
// its service on another origin, as with a hosted Supabase project.
test.describe.configure({ timeout: 150_000 });

test(
  "Delete my account removes the member and every best; the email starts afresh",
  { tag: HOSTED_TAG },
  async ({ page, request, health }) => {
    const member = await memberAccount(request, "account-delete");
    const token = await accessToken(request, member);
    await recordBest(request, token, "snake", 30);
    await signInAs(page, member);
    await open(page, "/account");
    await expect(page.getByTestId("account-best-snake")).toHaveText("High score: 30 points", { timeout: 15_000 });

    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    const confirm = dialog.getByLabel("Type DELETE to confirm");
    await confirm.fill("delete");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(dialog).toContainText("Type DELETE in capital letters to confirm.");
    await expect(dialog).toBeVisible();

    await confirm.fill("DELETE");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expectToast(page, "Your account has been deleted");
    await expect(page).toHaveURL(/\/$/);
    await expectVisitor(page);
    // Signing out here after the deletion meets a session the service has already ended: a 403,
    // which Chromium logs, and supabase-js takes as signed out.
    await acceptServiceRefusals(page, health.errors, [403]);
    // The browser forgot the member's bests as well.
    expect(await page.evaluate(() => localStorage.getItem("lss:bests") ?? "")).not.toContain('"snake"');

    // Signed up afresh, the same address has no bests and no trace of the old account.
    await createAccount(request, member);
    const fresh = await accessToken(request, member);
    expect(await bestRows(request, fresh)).toEqual([]);
    await signInAs(page, member);
    await open(page, "/account");
    await expect(page.getByTestId("account-best-snake")).toHaveText("High score: none yet", { timeout: 15_000 });
  },
);
