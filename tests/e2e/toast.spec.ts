import { expect, open, test } from "./support/test";

// This file checks motion itself: the sky, the toasts' pause button, the animations.
test.use({ reducedMotion: "no-preference" });

test.describe("toasts", () => {
  test("a toast appears, is announced, and leaves by itself after 5 seconds", async ({ page }) => {
    // Radix Toast's timer is a window.setTimeout: a paused fake clock steps it without waiting 5 s.
    await page.clock.install();
    await open(page, "/");
    await page.clock.pauseAt(Date.now() + 60_000);

    await page.getByRole("button", { name: "Pause the stars" }).click();
    const toast = page.getByTestId("toast");
    // The toast region loads on first use and React reveals it on a timer: step the clock 50 ms
    // at a time until it shows, so its 5 s start within 50 ms of the last step.
    let stepped = 0;
    while (!(await toast.isVisible())) {
      expect(stepped, "toast shows within 2 s of the click").toBeLessThan(2000);
      await page.clock.runFor(50);
      stepped += 50;
    }
    await expect(toast).toContainText("Stars paused");
    await expect(toast).toContainText("The background will stay still, even next time you visit.");
    await page.clock.runFor(100);
    // Screen readers hear it: the text goes through a polite live region.
    await expect(page.getByRole("status").filter({ hasText: "Stars paused" })).toHaveAttribute("aria-live", "polite");

    await page.clock.runFor(4700 - 100);
    await expect(toast).toBeVisible();
    await page.clock.runFor(400);
    await expect(toast).toBeHidden();
  });

  test("only one toast shows at a time: a new one replaces the old", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("button", { name: "Pause the stars" }).click();
    await expect(page.getByTestId("toast")).toContainText("Stars paused");
    await page.getByRole("button", { name: "Play the stars" }).click();
    await expect(page.getByTestId("toast")).toContainText("Twinkling again");
    await expect(page.getByTestId("toast")).toHaveCount(1);
  });

  test("the close button dismisses a toast at once", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("button", { name: "Pause the stars" }).click();
    const close = page.getByTestId("toast").getByRole("button", { name: "Dismiss notification" });
    const box = (await close.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(48);
    await close.click();
    await expect(page.getByTestId("toast")).toBeHidden();
  });
});
