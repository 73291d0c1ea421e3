import type { Browser, Page } from "@playwright/test";
import { createAccount, expectSignedInAs, signInWithForm, uniqueEmail } from "./support/auth";
import { expectToast, openGame } from "./support/games";
import { best, openSnake, playSnakeRoundForTenPoints, SEED } from "./support/snake-round";
import { HOSTED_TAG } from "./hosted-setup";
import { expect, open, test } from "./support/test";

// Software WebGL on a shared two-core machine, and sign-ups through bcrypt: allow for both.
test.describe.configure({ timeout: 240_000 });

type Account = { email: string; password: string; nickname: string };
const member = (): Account => ({ email: uniqueEmail("bests"), password: "moonbeam-42", nickname: "Comet Cub" });

async function signIn(page: Page, account: Account) {
  await open(page, "/login");
  await signInWithForm(page, account);
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  await expectSignedInAs(page, account.nickname);
}

/** A second browser (no shared storage) signed in as the member: the best can only come from the account. */
async function bestSeenElsewhere(browser: Browser, account: Account) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account);
  await openGame(page, "snake");
  await expect(best(page)).toHaveText("Best: 10 points", { timeout: 30_000 });
  await context.close();
}

test(
  "a member's best is saved to the account and a second browser sees it",
  { tag: HOSTED_TAG },
  async ({ page, request, browser }) => {
    const account = member();
    await createAccount(request, account);
    await signIn(page, account);
    await openSnake(page);
    await playSnakeRoundForTenPoints(page, SEED);
    await expectToast(page, "New High Score");
    await expect(best(page)).toHaveText("Best: 10 points (new)");
    await bestSeenElsewhere(browser, account);
  },
);

test("a visitor's best made before signing in reaches the account on sign-in", async ({ page, request, browser }) => {
  const account = member();
  await createAccount(request, account);
  await openSnake(page);
  await playSnakeRoundForTenPoints(page, SEED);
  await expect(best(page)).toHaveText("Best: 10 points (new)");
  await page.clock.resume();
  await signIn(page, account);
  // The game page merges the browser's bests into the account as it opens.
  await openGame(page, "snake");
  await expect(best(page)).toHaveText("Best: 10 points");
  await bestSeenElsewhere(browser, account);
});
