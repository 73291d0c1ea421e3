import { expectToast, openGame } from "./support/games";
import { best, openSnake, playSnakeRoundForTenPoints, SEED } from "./support/snake-round";
import { axeViolations } from "./support/axe";
import { expect, test } from "./support/test";

// Software WebGL on a shared two-core machine: starting PixiJS alone can take many seconds.
test.describe.configure({ timeout: 240_000 });

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
    await expect(best(page)).toHaveText("Best score: Hard 7 points");
    expect(await axeViolations(page, '[data-testid="game-best"]')).toEqual([]);
  });
}
