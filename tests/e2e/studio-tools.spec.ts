/**
 * The colourists' tools, each from a fresh page as a newcomer finds it, with a mouse at 1280 x 800
 * and a finger on a phone at 390 x 844: the mixer and own colours, the picker, gradient fills,
 * the mirror, and the replay.
 */
import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { decodeRegionMap, type RegionFile as StoredRegionFile } from "@station/studio/internal/region-map";
import { expectAxeCleanWideAndNarrow, axeViolations } from "./support/axe";
import { expect, isolatedTest, test } from "./support/warm-page";
import {
  dragOn,
  drawing,
  hexRgb,
  isWhite,
  near,
  openStudio,
  type OpenedStudio,
  type RegionFile,
} from "./support/studio";

test.describe.configure({ timeout: 120_000 });

const CORAL = hexRgb("#f2897b");
const SKY = hexRgb("#aed6f1");
const PEACH = hexRgb("#f9c9a6");

const decoded = new WeakMap<RegionFile, ReturnType<typeof decodeRegionMap>>();
const inRegion = (file: RegionFile, id: number, x: number, y: number) => {
  let map = decoded.get(file);
  if (!map) decoded.set(file, (map = decodeRegionMap(file as unknown as StoredRegionFile)));
  return map.ids[y * map.width + x] === id;
};

/**
 * A button as a newcomer reaches it: on a phone the tools beyond the palette strip's are under
 * More tools, which stays open beside the drawing.
 */
async function reach(page: Page, name: string): Promise<Locator> {
  const button = page.getByRole("button", { name, exact: true });
  if (!(await button.isVisible())) await page.getByRole("button", { name: "More tools" }).click();
  return button;
}

const SIZES = [
  { name: "with a mouse at 1280 x 800", touch: false, use: {} },
  {
    name: "with a finger at 390 x 844",
    touch: true,
    use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  },
];

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use(size.use);
    const tap = (studio: OpenedStudio, [x, y]: readonly [number, number]) => studio.click(x, y, size.touch);

    test("a mixed colour is named, kept with the picture and fills with it", async ({ page }) => {
      const studio = await openStudio(page, "rocket");
      await (await reach(page, "Mix a colour")).click();
      await page.getByRole("slider", { name: "Hue" }).fill("350");
      await page.getByRole("slider", { name: "Saturation" }).fill("80");
      await page.getByRole("slider", { name: "Lightness" }).fill("45");
      await expect(page.getByTestId("mixer-name")).toHaveText(/red|raspberry/i);
      const name = (await page.getByTestId("mixer-name").textContent())!;
      await expect(page.getByRole("slider", { name: "Lightness" })).toHaveAttribute(
        "aria-valuetext",
        `45 percent, ${name.toLowerCase()}`,
      );
      await page.getByRole("button", { name: "Use this colour" }).click();
      await expect(page.getByText("Your colours (1 of 12)")).toBeVisible();
      const own = page.getByRole("button", { name: `${name}, your colour 1` });
      await expect(own).toHaveAttribute("aria-pressed", "true");

      const [x, y] = studio.inside("a fin");
      await tap(studio, [x, y]);
      const p = await studio.toScreen(x, y);
      // hsl(350, 80%, 45%)
      await expect.poll(async () => near((await studio.shot()).at(p.x, p.y), hexRgb("#cf1738"))).toBe(true);
      await expect(page.getByTestId("studio-announcer")).toContainText(`with ${name.toLowerCase()}`);

      await page.reload();
      await expect(studio.box).toHaveAttribute("data-ready", "true", { timeout: 60_000 });
      await expect(await reach(page, `${name}, your colour 1`)).toBeVisible();
    });

    test("the picker takes a colour from the picture and hands back the tool", async ({ page }) => {
      const studio = await openStudio(page, "rocket");
      const body = studio.inside("the rocket's body");
      const [px, py] = studio.inside("the planet");
      await page.getByRole("radio", { name: "Coral" }).check();
      await tap(studio, body);
      await page.getByRole("radio", { name: "Mint" }).check();
      await (await reach(page, "Pick a colour")).click();
      await tap(studio, body);
      await expect(page.getByTestId("studio-announcer")).toHaveText("Picked coral");
      await expect(page.getByRole("button", { name: "Fill" })).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByRole("button", { name: "Coral, your colour 1" })).toHaveAttribute("aria-pressed", "true");
      await tap(studio, [px, py]);
      const p = await studio.toScreen(px, py);
      await expect.poll(async () => near((await studio.shot()).at(p.x, p.y), CORAL)).toBe(true);
    });

    test("a gradient follows a drag inside its region only, and undoes", async ({ page }) => {
      const studio = await openStudio(page, "rocket");
      const file = studio.file;
      const body = studio.region("the rocket's body");
      const [x0, y] = studio.inside(body[0]);
      // The run of the body's pixels left and right of its deep point, a little inside it.
      let [left, right] = [x0, x0];
      while (inRegion(file, body[0], left - 1, y)) left--;
      while (inRegion(file, body[0], right + 1, y)) right++;
      [left, right] = [left + 24, right - 24];
      expect(right - left).toBeGreaterThan(150);
      await (await reach(page, "Gradient")).click();
      await expect(page.getByRole("combobox", { name: "Direction" })).toHaveValue("top-to-bottom");
      const from = await studio.toScreen(left, y);
      const to = await studio.toScreen(right, y);
      await dragOn(page, from, to, size.touch);
      await expect(page.getByTestId("studio-announcer")).toHaveText(
        "Filled the rocket's body with a gradient from sky blue to peach",
      );
      const nearTop = await studio.toScreen(left + 12, y);
      const nearBottom = await studio.toScreen(right - 12, y);
      const middle = await studio.toScreen((left + right) / 2, y);
      const outside = await studio.toScreen(...studio.inside("space"));
      await expect.poll(async () => near((await studio.shot()).at(nearTop.x, nearTop.y), SKY, 16)).toBe(true);
      const s = await studio.shot();
      expect(near(s.at(nearBottom.x, nearBottom.y), PEACH, 16)).toBe(true);
      const mid = s.at(middle.x, middle.y);
      expect(near(mid, SKY, 16) || near(mid, PEACH, 16), "the middle is a blend").toBe(false);
      expect(isWhite(s.at(outside.x, outside.y)), "space around the rocket stays white").toBe(true);

      await page.getByRole("button", { name: "Undo" }).click();
      await expect.poll(async () => isWhite((await studio.shot()).at(nearTop.x, nearTop.y))).toBe(true);
    });

    test("the mirror paints the reflection in its own region", async ({ page }) => {
      const studio = await openStudio(page, "rocket");
      const file = studio.file;
      const fins = file.regions.filter((r) => r[1] === "a fin").sort((a, b) => a[3][0] - b[3][0]);
      const [left, right] = [fins[0]!, fins[1]!];
      const [lx, ly] = studio.inside(left[0]);
      const mx = file.width - 1 - lx;
      expect(inRegion(file, right[0], mx, ly)).toBe(true);
      const body = studio.region("the rocket's body");
      // Off the page's centre line, where the mirror's line is drawn.
      const [bx, by] = [studio.inside(body[0])[0] - 90, studio.inside(body[0])[1]];
      expect(inRegion(file, body[0], bx, by)).toBe(true);
      await page.getByRole("radio", { name: "Coral" }).check();
      await page.getByRole("button", { name: "Brush" }).click();
      // A size is chosen from the start.
      await expect(await reach(page, "Medium")).toHaveAttribute("aria-pressed", "true");
      await (await reach(page, "Mirror")).click();
      await expect(await reach(page, "Mirror")).toHaveAttribute("aria-pressed", "true");
      await dragOn(page, await studio.toScreen(lx, ly - 60), await studio.toScreen(lx, ly + 60), size.touch);
      await expect(page.getByTestId("studio-announcer")).toHaveText("Painted a fin and a fin with coral");
      const s = await studio.shot();
      const here = await studio.toScreen(lx, ly);
      const there = await studio.toScreen(mx, ly);
      const between = await studio.toScreen(bx, by);
      expect(near(s.at(here.x, here.y), CORAL)).toBe(true);
      expect(near(s.at(there.x, there.y), CORAL), "the reflection").toBe(true);
      expect(isWhite(s.at(between.x, between.y)), "the body between them").toBe(true);

      await page.getByRole("button", { name: "Undo" }).click();
      await expect.poll(async () => isWhite((await studio.shot()).at(there.x, there.y))).toBe(true);
    });

    test("Watch it again plays the picture back and Save replay downloads a short video", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "no-preference" });
      const studio = await openStudio(page, "rocket");
      await expect(await reach(page, "Watch it again")).toBeDisabled();
      await page.getByRole("radio", { name: "Coral" }).check();
      for (const name of ["the rocket's body", "the flame", "the planet"]) await tap(studio, studio.inside(name));
      await (await reach(page, "Watch it again")).click();
      const dialog = page.getByRole("dialog", { name: "Watch it again" });
      await expect(dialog.getByText("Playing…")).toBeVisible();
      await expect(dialog.getByText("That's how you made it!")).toBeVisible({ timeout: 15_000 });
      const [download] = await Promise.all([
        page.waitForEvent("download", { timeout: 30_000 }),
        dialog.getByRole("button", { name: "Save replay" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("Rocket_to_the_Stars_replay.webm");
      const video = await readFile((await download.path())!);
      expect(video.subarray(0, 4).toString("hex"), "a WebM (EBML) file").toBe("1a45dfa3");
      expect(video.length).toBeGreaterThan(2_000);
      expect(video.length).toBeLessThanOrEqual(5 * 1024 * 1024);
      await expect(dialog.getByText("Saved your replay as a video.")).toBeVisible();
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
    });
  });
}

test("under reduced motion (the suite's default) the replay shows the finished picture instead of playing", async ({
  page,
}) => {
  const studio = await openStudio(page, "rocket");
  await page.getByRole("radio", { name: "Coral" }).check();
  await studio.click(...studio.inside("the flame"));
  await (await reach(page, "Watch it again")).click();
  const dialog = page.getByRole("dialog", { name: "Watch it again" });
  await expect(dialog.getByText("here is the finished picture")).toBeVisible();
  await expect(dialog.getByText("Playing…")).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Play again" })).toHaveCount(0);
  await expect(dialog.getByRole("img", { name: "The finished picture" })).toBeVisible();
});

// A page of its own: the script that hides MediaRecorder stays with the page it is added to.
isolatedTest("without MediaRecorder, Save replay makes an animated GIF", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "MediaRecorder", { value: undefined });
  });
  const studio = await openStudio(page, "rocket");
  await page.getByRole("radio", { name: "Coral" }).check();
  await studio.click(...studio.inside("the flame"));
  await (await reach(page, "Watch it again")).click();
  const dialog = page.getByRole("dialog", { name: "Watch it again" });
  const [download] = await Promise.all([
    page.waitForEvent("download", { timeout: 30_000 }),
    dialog.getByRole("button", { name: "Save replay" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("Rocket_to_the_Stars_replay.gif");
  const gif = await readFile((await download.path())!);
  expect(gif.subarray(0, 6).toString("latin1")).toBe("GIF89a");
  expect(gif.length).toBeLessThanOrEqual(5 * 1024 * 1024);
});

test("axe finds nothing with the tools' options, the mixer and the replay open, at 1280 and 390 px", async ({
  page,
}) => {
  // Two widths, four axe runs and the replay played twice: more than one studio test's share.
  test.setTimeout(240_000);
  await page.emulateMedia({ reducedMotion: "no-preference" });
  const studio = await openStudio(page, "rocket");
  await page.getByRole("radio", { name: "Coral" }).check();
  await studio.click(...studio.inside("the flame"));
  await (await reach(page, "Mix a colour")).click();
  await page.getByRole("button", { name: "Use this colour" }).click();
  await (await reach(page, "Gradient")).click();
  await expectAxeCleanWideAndNarrow(page, {
    between: async (width) => {
      await page.getByRole("button", { name: "Brush" }).click();
      expect(await axeViolations(page), `brush options at ${width} px`).toEqual([]);
      await (await reach(page, "Watch it again")).click();
      const dialog = page.getByRole("dialog", { name: "Watch it again" });
      await expect(dialog.getByText("That's how you made it!")).toBeVisible({ timeout: 15_000 });
      expect(await axeViolations(page), `the replay at ${width} px`).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await (await reach(page, "Gradient")).click();
    },
  });
  await page.emulateMedia({ reducedMotion: "reduce" });
});

test("the keyboard alone chooses a gradient's direction from its menu and fills a part with it", async ({ page }) => {
  await openStudio(page, "rocket");
  const gradient = await reach(page, "Gradient");
  await gradient.focus();
  await page.keyboard.press("Enter");
  await expect(gradient).toHaveAttribute("aria-pressed", "true");
  const direction = page.getByRole("combobox", { name: "Direction" });
  await direction.focus();
  await direction.selectOption({ label: "From the middle out" });
  await page.getByRole("combobox", { name: "Second colour" }).selectOption({ label: "Lavender" });
  await drawing(page).focus();
  await page.keyboard.press("ArrowRight");
  const said = page.getByTestId("studio-announcer");
  const part = (await said.textContent())!.trim();
  await page.keyboard.press("Enter");
  await expect(said).toHaveText(`Filled ${part} with a gradient from sky blue to lavender`);
  await page.keyboard.press("Control+z");
  await expect(said).toHaveText("Undone");
});
