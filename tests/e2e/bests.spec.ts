import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { createAccount, expectSignedInAs, signInWithForm, uniqueEmail } from "./support/auth";
import { expectToast, fakeTime, freezeTime, openGame } from "./support/games";
import { playSnakeRoundForTenPoints } from "./support/snake-round";
import { expect, open, test } from "./support/test";

// Software WebGL on a shared two-core machine, and sign-ups through bcrypt: allow for both.
test.describe.configure({ timeout: 240_000 });

const SEED = 7;
const best = (page: Page) => page.getByTestId("game-best");

/** Opens Snake on the fixed deal with a frozen clock, ready to be steered tick by tick. */
async function openSnake(page: Page) {
  await fakeTime(page);
  await openGame(page, `snake?seed=${SEED}`);
  await freezeTime(page);
}

async function signIn(page: Page, account: { email: string; password: string; nickname: string }) {
  await open(page, "/login");
  await signInWithForm(page, account);
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  await expectSignedInAs(page, account.nickname);
}

/** A second browser (no shared storage) signed in as the member: the best comes from the account. */
async function bestSeenElsewhere(browser: Browser, account: { email: string; password: string; nickname: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account);
  await openGame(page, "snake");
  await expect(best(page)).toHaveText("Best: 10 points", { timeout: 30_000 });
  await context.close();
}

test("a visitor's new high score shows beside the game, says 'New High Score', and survives a reload", async ({
  page,
}) => {
  await openSnake(page);
  await expect(best(page)).toHaveText("Best: none yet");
  await playSnakeRoundForTenPoints(page, SEED);
  await expectToast(page, "New High Score");
  // The game's own round-end words are not lost: the one toast carries them.
  await expect(page.getByTestId("toast")).toContainText("Game Over");
  await expect(best(page)).toHaveText("Best: 10 points (new)");

  await page.reload();
  await expect(page.getByTestId("game-surface")).toHaveAttribute("data-ready", "true", { timeout: 90_000 });
  await expect(best(page)).toHaveText("Best: 10 points");
});

test("Snake's high score kept under its old browser key becomes the best", async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem("lss:bests")) localStorage.setItem("lss:game:snake:high-score", "120");
  });
  await openGame(page, "snake");
  await expect(best(page)).toHaveText("Best: 120 points");
});

for (const width of [1280, 390]) {
  test(`Color Match shows a best for each difficulty, in words, axe clean at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    await page.addInitScript(() => {
      const hard = { value: 7, lowerIsBetter: false, achievedAt: "2026-01-01T00:00:00.000Z" };
      localStorage.setItem("lss:bests", JSON.stringify({ v: 1, bests: { "color-match:hard": hard }, pending: [] }));
    });
    await openGame(page, "color-match");
    await expect(best(page)).toHaveText("Best score: Easy none yet, Medium none yet, Hard 7 points");
    const results = await new AxeBuilder({ page }).include('[data-testid="game-best"]').analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
}

test.describe("members", () => {
  const member = () => ({ email: uniqueEmail("bests"), password: "moonbeam-42", nickname: "Comet Cub" });

  test("a member's best is saved to the account and a second browser sees it", async ({ page, request, browser }) => {
    const account = member();
    await createAccount(request, account);
    await signIn(page, account);
    await openSnake(page);
    await playSnakeRoundForTenPoints(page, SEED);
    await expectToast(page, "New High Score");
    await expect(best(page)).toHaveText("Best: 10 points (new)");
    await bestSeenElsewhere(browser, account);
  });

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
});
