import type { Page, Route } from "@playwright/test";
import { expect, isolatedTest as test } from "./support/warm-page";
import { deepPoint, hexRgb, isWhite, near, regionFile, regionNamed, toScreen } from "./support/studio";
import { shot } from "./support/pixels";

// Software WebGL on shared cores: the studio's first start can take a while.
test.describe.configure({ timeout: 120_000 });

const SKY = hexRgb("#aed6f1");
const PAGE = "bubble-bath-duck";

/** Holds back every response whose path matches until `release` is called. */
async function holdBack(page: Page, pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  const held: Route[] = [];
  await page.route(pattern, async (route) => {
    held.push(route);
    await released;
    await route.continue();
  });
  return { release, held };
}

test("a tap fills before the site's code and the drawing have loaded, and the drawing takes the fill over", async ({
  page,
}) => {
  // The site's framework (so nothing has hydrated) and the drawing's code wait until let go.
  const framework = await holdBack(page, /\/assets\/framework-[\w-]+\.js$/);
  const drawingCode = await holdBack(page, /\/assets\/StudioApp-[\w-]+\.js$/);
  const file = await regionFile(PAGE);
  await page.goto(`/activities/color/${PAGE}`);
  await expect(page.locator("html")).toHaveAttribute("data-studio-fillable", "true");
  // The quick start can be fillable before the browser has even asked for the framework.
  await expect.poll(() => framework.held.length, { message: "the framework is held back" }).toBeGreaterThan(0);
  expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();

  // The drawing box as the pre-rendered page has it, with the lines as a picture.
  const box = page.locator("canvas[data-studio-quick]").locator("xpath=..");
  const [x, y] = deepPoint(file, regionNamed(file, "the duck's body")[0]);
  const at = await toScreen(box, file, x, y);
  expect(isWhite((await shot(box)).at(at.x, at.y))).toBe(true);
  await box.click({ position: { x: at.x, y: at.y } });
  await expect.poll(async () => near((await shot(box)).at(at.x, at.y), SKY)).toBe(true);

  // The page hydrates (React puts its own canvas in place): the fill is still shown.
  framework.release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 60_000 });
  await expect.poll(async () => near((await shot(box)).at(at.x, at.y), SKY)).toBe(true);

  // The drawing arrives with the fill in it: counted, and undone as any other step.
  drawingCode.release();
  const drawing = page.getByTestId("studio-drawing");
  await expect(drawing).toHaveAttribute("data-ready", "true", { timeout: 60_000 });
  await expect(page.locator("canvas[data-studio-quick]")).toHaveCount(0);
  await expect(page.getByText(/^1 of \d+ parts coloured$/)).toBeVisible();
  await expect.poll(async () => near((await shot(drawing)).at(at.x, at.y), SKY)).toBe(true);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect.poll(async () => isWhite((await shot(drawing)).at(at.x, at.y))).toBe(true);
});

for (const { where, device, touch } of [
  { where: "at 1280 with a mouse", device: { viewport: { width: 1280, height: 800 } }, touch: false },
  {
    where: "at 390 with a finger",
    device: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    touch: true,
  },
]) {
  test.describe(where, () => {
    test.use(device);

    test("a tap while the page hydrates fills: React holding back events for its unhydrated part does not swallow it", async ({
      page,
    }) => {
      // The catalogue's data stays away, so the page's content stays unhydrated while React runs.
      const catalogue = await holdBack(page, /\/assets\/activities-[\w-]+\.js$/);
      const file = await regionFile(PAGE);
      await page.goto(`/activities/color/${PAGE}`);
      await expect(page.locator("html")).toHaveAttribute("data-studio-fillable", "true");
      await expect.poll(() => catalogue.held.length).toBeGreaterThan(0);
      // React has taken the document as its root and is hydrating it.
      await expect
        .poll(() => page.evaluate(() => Object.keys(document).some((k) => k.startsWith("__reactContainer"))))
        .toBe(true);

      const box = page.locator("canvas[data-studio-quick]").locator("xpath=..");
      const [x, y] = deepPoint(file, regionNamed(file, "the duck's body")[0]);
      const at = await toScreen(box, file, x, y);
      if (touch) await box.tap({ position: at });
      else await box.click({ position: at });
      await expect.poll(async () => near((await shot(box)).at(at.x, at.y), SKY)).toBe(true);
      catalogue.release();
    });
  });
}
