import { axeViolations, expectAxeCleanWideAndNarrow } from "./support/axe";
import { expect, test } from "./support/warm-page";
import { hexRgb, near, openStudio } from "./support/studio";

test.describe.configure({ timeout: 120_000 });

test("axe finds nothing on the studio at 1280 and 390 px, with the tools sheet and Start over's dialog closed and open", async ({
  page,
}) => {
  await openStudio(page, "moon-and-stars");
  // The studio lays itself out again for the new size, as on a load.
  await expectAxeCleanWideAndNarrow(page, {
    between: async (width) => {
      if (width < 800) {
        // On a phone Start over is among the more tools, in the sheet.
        await page.getByRole("button", { name: "More tools" }).click();
        await expect(page.getByRole("dialog", { name: "More tools" })).toBeVisible();
        expect(await axeViolations(page), `the sheet at ${width} px`).toEqual([]);
      }
      await page.getByRole("button", { name: "Start over" }).click();
      await expect(page.getByRole("dialog", { name: "Start over?" })).toBeVisible();
      expect(await axeViolations(page), `the dialog at ${width} px`).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog", { name: "Start over?" })).toBeHidden();
      if (width < 800) {
        // Escape closes the topmost first: the sheet is still open, and closes on a second press.
        await expect(page.getByRole("dialog", { name: "More tools" })).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog", { name: "More tools" })).toBeHidden();
        await expect(page.getByRole("button", { name: "More tools" })).toBeFocused();
      }
    },
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the drawing takes the width, tools sit below it at 48 px or more, and one tap fills", async ({ page }) => {
    const studio = await openStudio(page, "bubble-bath-duck");
    const { box } = studio;
    const b = (await box.boundingBox())!;
    expect(b.width).toBeGreaterThan(340);
    const tools = (await page.getByRole("group", { name: "Coloring tools" }).boundingBox())!;
    expect(tools.y).toBeGreaterThanOrEqual(b.y + b.height);
    for (const control of await page.getByRole("group", { name: "Coloring tools" }).locator("button, label").all()) {
      const c = (await control.boundingBox())!;
      expect(
        Math.min(c.width, c.height),
        (await control.getAttribute("aria-label")) ?? undefined,
      ).toBeGreaterThanOrEqual(48);
    }
    expect(await box.evaluate((el) => getComputedStyle(el).touchAction)).toBe("none");
    const [dx, dy] = studio.inside("the duck's body");
    await page.getByRole("radio", { name: "Mint" }).check();
    await studio.click(dx, dy, true);
    const p = await studio.toScreen(dx, dy);
    await expect.poll(async () => near((await studio.shot()).at(p.x, p.y), hexRgb("#bfe8cf"))).toBe(true);
    await page.screenshot({ path: "/work/notes/shots/studio-390-touch.png", fullPage: true });
  });
});
