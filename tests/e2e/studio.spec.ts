import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { expect, isolatedTest, open, test } from "./support/warm-page";
import { loseContext, restoreContext } from "./support/webgl";
import { drawing, fillReachesLine, hexRgb, isWhite, near, openStudio, type OpenedStudio } from "./support/studio";

// Software WebGL on shared cores: the studio's first start can take a while.
test.describe.configure({ timeout: 120_000 });

const SKY = hexRgb("#aed6f1");
const CORAL = hexRgb("#f2897b");

const pages = [
  { id: "bubble-bath-duck", region: "the duck's body" },
  { id: "rocket", region: null },
  { id: "cat-napping", region: null },
];

for (const { id, region } of pages) {
  test(`${id}: a fill colours its region up to the lines and nothing outside; undo and redo`, async ({ page }) => {
    const studio = await openStudio(page, id);
    const file = studio.file;
    // The biggest region that is not the background, when the page names none here.
    const target = region
      ? studio.region(region)
      : [...file.regions].sort((a, b) => b[2] - a[2]).find((r) => r[0] !== file.regions[0]![0])!;
    await page.getByRole("radio", { name: "Sky blue" }).check();
    const [tx, ty] = studio.inside(target[0]);
    await studio.click(tx, ty);
    const inside = await studio.toScreen(tx, ty);
    await expect.poll(async () => near((await studio.shot()).at(inside.x, inside.y), SKY)).toBe(true);
    const s = await studio.shot();
    expect(fillReachesLine(s, inside)).toBeGreaterThan(0);
    // Every neighbour stays white at its own inside point.
    for (const n of target[6].slice(0, 4)) {
      const other = studio.region(n);
      if (other[2] < 3000) continue;
      const p = await studio.toScreen(...studio.inside(n));
      expect(isWhite(s.at(p.x, p.y)), `neighbour ${other[1]} stays white`).toBe(true);
    }
    await expect(page.getByTestId("studio-announcer")).toContainText(`Filled ${target[1]} with sky blue`);

    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(async () => isWhite((await studio.shot()).at(inside.x, inside.y))).toBe(true);
    await page.getByRole("button", { name: "Redo" }).click();
    await expect.poll(async () => near((await studio.shot()).at(inside.x, inside.y), SKY)).toBe(true);
    await page.keyboard.press("Control+z");
    await expect.poll(async () => isWhite((await studio.shot()).at(inside.x, inside.y))).toBe(true);
    await page.keyboard.press("Control+Shift+z");
    await expect.poll(async () => near((await studio.shot()).at(inside.x, inside.y), SKY)).toBe(true);
  });
}

test("a brush stroke stays in the region it starts in; the eraser takes colour back off", async ({ page }) => {
  const studio = await openStudio(page, "bubble-bath-duck");
  const { box } = studio;
  const body = studio.region("the duck's body");
  await page.getByRole("radio", { name: "Coral" }).check();
  await page.getByRole("button", { name: "Brush" }).click();
  // A size is chosen from the start, and shown as chosen.
  await expect(page.getByRole("button", { name: "Medium" })).toHaveAttribute("aria-pressed", "true");
  // From inside the body, right across its outline and far into the wall beyond it.
  const [bx, , bw] = body[3];
  const [fx, y] = studio.inside(body[0]);
  const from = await studio.toScreen(fx, y);
  const to = await studio.toScreen(bx + bw + 120, y);
  const before = await studio.shot();
  const origin = (await box.boundingBox())!;
  await page.mouse.move(origin.x + from.x, origin.y + from.y);
  await page.mouse.down();
  await page.mouse.move(origin.x + to.x, origin.y + to.y, { steps: 12 });
  await page.mouse.up();
  await expect(page.getByTestId("studio-announcer")).toContainText("Painted the duck's body with coral");
  const s = await studio.shot();
  expect(near(s.at(from.x, from.y), CORAL)).toBe(true);
  expect(near(s.at(to.x, to.y), before.at(to.x, to.y), 2), "no paint past the outline").toBe(true);

  await page.getByRole("button", { name: "Eraser" }).click();
  await page.mouse.move(origin.x + from.x, origin.y + from.y);
  await page.mouse.down();
  await page.mouse.move(origin.x + from.x - 20, origin.y + from.y, { steps: 4 });
  await page.mouse.up();
  await expect.poll(async () => isWhite((await studio.shot()).at(from.x - 10, from.y))).toBe(true);
});

test("the keyboard alone fills a region and hears what happened; the picture survives a reload", async ({ page }) => {
  const studio = await openStudio(page, "bubble-bath-duck");
  const { box } = studio;
  await box.focus();
  await page.keyboard.press("ArrowRight");
  const said = page.getByTestId("studio-announcer");
  const name = (await said.textContent())!.trim();
  expect(name.length).toBeGreaterThan(0);
  await page.keyboard.press("Enter");
  await expect(said).toHaveText(`Filled ${name} with sky blue`);

  await page.getByRole("radio", { name: "Sky blue" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(said).toHaveText("Lavender");

  const [dx, dy] = studio.inside("the duck's body");
  await page.getByRole("radio", { name: "Butter yellow" }).check();
  await studio.click(dx, dy);
  const p = await studio.toScreen(dx, dy);
  const yellow = hexRgb("#f8e6a0");
  await expect.poll(async () => near((await studio.shot()).at(p.x, p.y), yellow)).toBe(true);

  await page.reload();
  await expect(box).toHaveAttribute("data-ready", "true", { timeout: 60_000 });
  await expect.poll(async () => near((await studio.shot()).at(p.x, p.y), yellow)).toBe(true);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect.poll(async () => isWhite((await studio.shot()).at(p.x, p.y))).toBe(true);

  // Activities marks the page as in progress.
  await open(page, "/activities");
  await expect(page.getByText("In progress")).toBeVisible();
});

test("Save picture downloads a print-size PNG of the colored page; Start over asks and can be undone", async ({
  page,
}) => {
  const studio = await openStudio(page, "rocket");
  const file = studio.file;
  const target = [...file.regions].sort((a, b) => b[2] - a[2])[1]!;
  const [tx, ty] = studio.inside(target[0]);
  await page.getByRole("radio", { name: "Coral" }).check();
  await studio.click(tx, ty);
  await expect(page.getByTestId("studio-announcer")).toContainText("with coral");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Save picture" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("Rocket_to_the_Stars_colored.png");
  const png = await readFile((await download.path())!);
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  expect(info.width).toBeGreaterThanOrEqual(1700);
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * 3;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  expect(near(at(tx, ty), CORAL, 3)).toBe(true);
  const other = file.regions.find((r) => r[0] !== target[0] && r[2] > 20_000)!;
  expect(isWhite(at(...studio.inside(other[0])))).toBe(true);

  await page.getByRole("button", { name: "Start over" }).click();
  const dialog = page.getByRole("dialog", { name: "Start over?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Start over" }).click();
  await expect(dialog).toBeHidden();
  const p = await studio.toScreen(tx, ty);
  await expect.poll(async () => isWhite((await studio.shot()).at(p.x, p.y))).toBe(true);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect.poll(async () => near((await studio.shot()).at(p.x, p.y), CORAL)).toBe(true);
});

test("an unknown page is the not-found page with status 404, in its HTML", async ({ page, request }) => {
  const answer = await request.get("/activities/color/no-such-page");
  expect(answer.status()).toBe(404);
  // The server's own HTML says it, before any script runs (not a loading shell).
  expect(await answer.text()).toContain("Uh oh! Page Not Found!");
  const response = await page.goto("/activities/color/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Uh oh! Page Not Found!");
});

// On a fresh page, whose requests show every script the page loads.
isolatedTest(
  "Activities links each coloring page to its studio and loads none of the studio's code",
  async ({ page }) => {
    const chunkModules: Record<string, string[]> = JSON.parse(await readFile("dist/chunk-modules.json", "utf8"));
    const studioChunks = Object.entries(chunkModules)
      .filter(([, modules]) => modules.some((m) => m.startsWith("studio/") || m.startsWith("node_modules/pixi.js/")))
      .map(([file]) => file);
    expect(studioChunks.length).toBeGreaterThan(0);
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname.slice(1));
    });
    await open(page, "/activities");
    const link = page.getByRole("link", { name: "Color in Bubble Bath Duck" });
    await expect(link).toHaveAttribute("href", "/activities/color/bubble-bath-duck");
    expect(scripts.filter((s) => studioChunks.includes(s))).toEqual([]);
    await link.click();
    await expect(page).toHaveURL(/\/activities\/color\/bubble-bath-duck$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bubble Bath Duck");
    await expect(drawing(page)).toHaveAttribute("data-ready", "true", { timeout: 60_000 });
  },
);

test("after a lost WebGL context the drawing comes back whole, every tile of the colour layer", async ({ page }) => {
  const studio = await openStudio(page, "cupcake-and-milk");
  await page.getByRole("radio", { name: "Coral" }).check();
  const biggest = [...studio.file.regions].sort((a, b) => b[2] - a[2]).slice(0, 6);
  for (const r of biggest) await studio.click(...studio.inside(r[0]));
  const inside = await Promise.all(biggest.map((r) => studio.toScreen(...studio.inside(r[0]))));
  await expect
    .poll(async () => {
      const s = await studio.shot();
      return inside.every((p) => near(s.at(p.x, p.y), CORAL));
    })
    .toBe(true);
  const before = await studio.shot();

  await loseContext(studio.box.locator("canvas"));
  // The studio has seen the loss before the context comes back.
  await expect(page.getByText("The drawing is waking up again…")).toBeVisible();
  await restoreContext(page);
  // Pixels that differ clearly from the picture before the loss (a tile drawn as nothing is black).
  const differing = (s: Awaited<ReturnType<OpenedStudio["shot"]>>) => {
    let n = 0;
    for (let i = 0; i < s.data.length; i += 3) {
      const d = Math.max(
        Math.abs(s.data[i]! - before.data[i]!),
        Math.abs(s.data[i + 1]! - before.data[i + 1]!),
        Math.abs(s.data[i + 2]! - before.data[i + 2]!),
      );
      if (d > 24) n++;
    }
    return n;
  };
  await expect.poll(async () => differing(await studio.shot()), { timeout: 20_000 }).toBe(0);
});
