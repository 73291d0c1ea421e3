/**
 * The studio as a newcomer meets it: from a fresh page, pressing only what they would. A finger
 * on a phone held both ways, and a mouse at 1280x800: a tap colours, a drag moves, two fingers
 * never leave a mark, the drawing and the palette share one screen, and finishing is celebrated.
 */
import type { Page } from "@playwright/test";
import { addStroke, emptyPicture, fillRegion, type Picture } from "@station/studio/internal/picture";
import { createHistory, historyToJson } from "@station/studio/internal/history";
import { expect, test } from "./support/warm-page";
import { drawing, hexRgb, isWhite, near, openStudio, regionFile } from "./support/studio";

test.describe.configure({ timeout: 120_000 });

const SKY = hexRgb("#aed6f1");

/** Touches through Chromium's protocol: Playwright's touchscreen only taps. */
async function touches(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const send = (type: "touchStart" | "touchMove" | "touchEnd", points: { x: number; y: number; id: number }[]) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points });
  return {
    /** One finger from `from` to `to` in steps; a second finger lands at `second` part way, when given. */
    async drag(
      from: { x: number; y: number },
      to: { x: number; y: number },
      options: { steps?: number; second?: { x: number; y: number } } = {},
    ) {
      const steps = options.steps ?? 10;
      await send("touchStart", [{ ...from, id: 1 }]);
      let two = false;
      for (let i = 1; i <= steps; i++) {
        const p = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps, id: 1 };
        if (options.second && i === Math.ceil(steps / 2)) {
          await send("touchStart", [p, { ...options.second, id: 2 }]);
          two = true;
        }
        await send("touchMove", two ? [p, { x: options.second!.x + i * 4, y: options.second!.y, id: 2 }] : [p]);
      }
      await send("touchEnd", []);
    },
    detach: () => cdp.detach(),
  };
}

async function pageOrigin(page: Page) {
  return (await drawing(page).boundingBox())!;
}

/** Every control in the tools sits wholly inside the window, and the page has not scrolled. */
async function expectOneScreen(page: Page) {
  const view = page.viewportSize()!;
  expect(await page.evaluate(() => scrollY)).toBe(0);
  const d = (await drawing(page).boundingBox())!;
  expect(d.y + d.height, "the drawing ends inside the window").toBeLessThanOrEqual(view.height);
  expect(d.height, "the drawing keeps a useful size").toBeGreaterThan(180);
  const tools = page.getByRole("group", { name: "Coloring tools" });
  const t = (await tools.boundingBox())!;
  expect(t.y + t.height, "the tools end inside the window").toBeLessThanOrEqual(view.height + 0.5);
  expect(t.x + t.width).toBeLessThanOrEqual(view.width + 0.5);
  for (const name of ["Fill", "Brush", "Eraser", "Undo"]) {
    await expect(tools.getByRole("button", { name, exact: true })).toBeInViewport({ ratio: 1 });
  }
  await expect(tools.getByRole("radio", { name: "Sky blue" })).toBeInViewport();
  return { drawing: d, tools: t };
}

for (const size of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
  { width: 844, height: 390 },
]) {
  test.describe(`a phone at ${size.width}x${size.height}`, () => {
    test.use({ viewport: size, hasTouch: true, isMobile: true });

    test("the drawing and the palette strip share one screen; every control is 48 px; a tap fills", async ({
      page,
    }) => {
      const studio = await openStudio(page, "bubble-bath-duck");
      const file = studio.file;
      const { drawing: d, tools } = await expectOneScreen(page);
      if (size.width > size.height)
        expect(tools.x, "held sideways, the strip is beside the drawing").toBeGreaterThan(d.x + d.width - 1);
      else expect(tools.y).toBeGreaterThanOrEqual(d.y + d.height);
      for (const control of await page.getByRole("group", { name: "Coloring tools" }).locator("button, label").all()) {
        if (!(await control.isVisible())) continue;
        const c = (await control.boundingBox())!;
        expect(Math.min(c.width, c.height), (await control.textContent()) || undefined).toBeGreaterThanOrEqual(48);
      }
      const [dx, dy] = studio.inside("the duck's body");
      await studio.click(dx, dy, true);
      const p = await studio.toScreen(dx, dy);
      await expect.poll(async () => near((await studio.shot()).at(p.x, p.y), SKY)).toBe(true);
      await expect(page.getByTestId("studio-progress")).toContainText(`1 of ${file.regions.length} parts coloured`);
      expect(await page.evaluate(() => scrollY)).toBe(0);
    });
  });
}

test.describe("with a finger on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("with Fill a swipe across the picture colours nothing; with Brush a drag paints", async ({ page }) => {
    const studio = await openStudio(page, "bubble-bath-duck");
    const o = await pageOrigin(page);
    const [bx, by] = studio.inside("the duck's body");
    const from = await studio.toScreen(bx, by);
    const before = await studio.shot();
    const finger = await touches(page);
    // A swipe ending inside the duck: under Fill it moves the view (fitted, nothing to move).
    await finger.drag({ x: o.x + from.x, y: o.y + from.y + 120 }, { x: o.x + from.x, y: o.y + from.y });
    await expect(page.getByTestId("studio-progress")).toContainText("0 of");
    expect(isWhite((await studio.shot()).at(from.x, from.y))).toBe(true);
    expect(await page.evaluate(() => scrollY)).toBe(0);

    // Brush, straight from the defaults: one finger's drag inside the duck paints.
    await page.getByRole("button", { name: "Brush" }).click();
    await finger.drag({ x: o.x + from.x - 20, y: o.y + from.y }, { x: o.x + from.x + 20, y: o.y + from.y });
    await expect(page.getByTestId("studio-announcer")).toContainText("Painted the duck's body with sky blue");
    await expect.poll(async () => near((await studio.shot()).at(from.x, from.y), SKY)).toBe(true);
    expect(near(before.at(from.x, from.y), SKY)).toBe(false);
    await finger.detach();
  });

  test("a second finger landing mid-stroke cancels the stroke: a pinch leaves no mark", async ({ page }) => {
    const studio = await openStudio(page, "bubble-bath-duck");
    await page.getByRole("button", { name: "Brush" }).click();
    const o = await pageOrigin(page);
    const [bx, by] = studio.inside("the duck's body");
    const from = await studio.toScreen(bx, by);
    const finger = await touches(page);
    await finger.drag(
      { x: o.x + from.x - 20, y: o.y + from.y },
      { x: o.x + from.x + 20, y: o.y + from.y },
      { steps: 10, second: { x: o.x + 40, y: o.y + 40 } },
    );
    await finger.detach();
    // The pinch zoomed the view; fitting it again shows the page as it was: no paint anywhere.
    await page.getByRole("button", { name: "More tools" }).click();
    await page.getByRole("button", { name: "Fit page" }).click();
    await page.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("button", { name: "Undo" })).toBeDisabled();
    const p = await studio.toScreen(bx, by);
    await expect.poll(async () => isWhite((await studio.shot()).at(p.x, p.y))).toBe(true);
  });

  test("More tools open in a sheet that leaves the whole drawing in view, and a tap still colours", async ({
    page,
  }) => {
    const studio = await openStudio(page, "rocket");
    const file = studio.file;
    await page.getByRole("button", { name: "More tools" }).click();
    const sheet = page.getByRole("dialog", { name: "More tools" });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole("button", { name: "Save picture" })).toBeVisible();
    // The drawing shrinks to make room: the sheet covers none of it.
    await expect
      .poll(async () => {
        const s = (await sheet.boundingBox())!;
        const d = (await drawing(page).boundingBox())!;
        return d.y + d.height <= s.y + 0.5;
      })
      .toBe(true);
    const target = [...file.regions].sort((a, b) => b[2] - a[2])[1]!;
    const [tx, ty] = studio.inside(target[0]);
    await studio.click(tx, ty, true);
    await expect(page.getByTestId("studio-announcer")).toContainText(`Filled ${target[1]} with sky blue`);
    await expect(sheet).toBeVisible();
  });
});

test.describe("with a mouse at 1280x800", () => {
  test("the whole studio and its tools fit the window", async ({ page }) => {
    await openStudio(page, "cupcake-and-milk");
    await expectOneScreen(page);
    for (const name of ["Save picture", "Print", "Start over"]) {
      await expect(page.getByRole("button", { name })).toBeInViewport({ ratio: 1 });
    }
  });

  test("zoomed in, a drag with Fill moves the picture and fills nothing; the wheel zooms and never scrolls the page", async ({
    page,
  }) => {
    const studio = await openStudio(page, "bubble-bath-duck");
    const o = await pageOrigin(page);
    // The wheel over the drawing zooms in about the pointer; the page stays where it is.
    await page.mouse.move(o.x + o.width / 2, o.y + o.height / 2);
    const fitted = await studio.shot();
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, -200);
    await expect.poll(async () => near((await studio.shot()).at(20, 20), fitted.at(20, 20), 2)).toBe(false);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    const zoomed = await studio.shot();
    // A drag moves the view: what was at the centre is now 120 px to the left.
    const cx = Math.round(o.width / 2);
    const cy = Math.round(o.height / 2);
    await page.mouse.move(o.x + cx, o.y + cy);
    await page.mouse.down();
    await page.mouse.move(o.x + cx - 120, o.y + cy, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => (await studio.shot()).at(cx - 120, cy).join()).toBe(zoomed.at(cx, cy).join());
    await expect(page.getByRole("button", { name: "Undo" })).toBeDisabled();
    await expect(page.getByTestId("studio-progress")).toContainText("0 of");
    // A click still fills.
    await page.mouse.click(o.x + cx, o.y + cy);
    await expect(page.getByRole("button", { name: "Undo" })).toBeEnabled();
  });

  test("Space and a drag move the picture with the Brush in hand, painting nothing", async ({ page }) => {
    const studio = await openStudio(page, "bubble-bath-duck");
    await page.getByRole("button", { name: "Brush" }).click();
    const o = await pageOrigin(page);
    await page.getByRole("button", { name: "Zoom in" }).click();
    await page.getByRole("button", { name: "Zoom in" }).click();
    const zoomed = await studio.shot();
    const cx = Math.round(o.width / 2);
    const cy = Math.round(o.height / 2);
    await page.mouse.move(o.x + cx, o.y + cy);
    await page.keyboard.down(" ");
    await expect(studio.box).toHaveAttribute("data-pan", "grab");
    await page.mouse.down();
    await page.mouse.move(o.x + cx, o.y + cy - 100, { steps: 6 });
    await page.mouse.up();
    await page.keyboard.up(" ");
    await expect.poll(async () => (await studio.shot()).at(cx, cy - 100).join()).toBe(zoomed.at(cx, cy).join());
    await expect(page.getByRole("button", { name: "Undo" })).toBeDisabled();
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });
});

/** A picture kept in this browser with every part but one coloured, as a returning visitor has it. */
function allButOne(page: string, ids: readonly number[]): { picture: Picture; last: number } {
  const last = ids[0]!;
  let picture = emptyPicture(page);
  for (const id of ids.slice(1)) picture = fillRegion(picture, id, "#aed6f1");
  picture = addStroke(picture, { region: ids[1]!, colour: "#f2897b", size: 32, points: [0, 0] });
  return { picture, last };
}

test("the progress line counts the parts, Show me what's left marks the white ones, and the last part is celebrated", async ({
  page,
}) => {
  const id = "moon-and-stars";
  const file = await regionFile(id);
  const ids = [...file.regions].sort((a, b) => b[2] - a[2]).map((r) => r[0]);
  const { picture, last } = allButOne(id, ids);
  await page.goto("/robots.txt");
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [
      `lss:studio:${id}`,
      JSON.stringify({ v: 1, history: historyToJson(createHistory(picture)), colour: "mint", recent: [] }),
    ],
  );
  const studio = await openStudio(page, id);
  const total = file.regions.length;
  await expect(page.getByTestId("studio-progress")).toContainText(`${total - 1} of ${total} parts coloured`);
  const [lx, ly] = studio.inside(last);
  const p = await studio.toScreen(lx, ly);
  expect(isWhite((await studio.shot()).at(p.x, p.y))).toBe(true);
  await page.getByRole("button", { name: "Show me what's left" }).click();
  await expect(page.getByTestId("studio-announcer")).toContainText("1 part is still white");
  await expect.poll(async () => isWhite((await studio.shot()).at(p.x, p.y))).toBe(false);
  // Briefly: the marks go by themselves.
  await expect.poll(async () => isWhite((await studio.shot()).at(p.x, p.y)), { timeout: 10_000 }).toBe(true);

  await studio.click(lx, ly);
  await expect(page.getByTestId("studio-celebration")).toBeVisible();
  await expect(page.getByTestId("studio-progress")).toContainText(`All ${total} parts coloured`);
  await expect(page.getByTestId("studio-announcer")).toContainText("Every part is coloured");
  await expect(page.getByRole("button", { name: "Show me what's left" })).toHaveCount(0);
  await expect(page.getByTestId("studio-celebration")).toBeHidden({ timeout: 10_000 });
});
