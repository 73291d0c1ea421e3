import type { Page } from "@playwright/test";
import { BOARD, cellCentre } from "../../games/word-search/layout";
import { createWordSearch } from "../../games/word-search/rules";
import { axeViolations } from "./support/axe";
import { fakeTime, freezeTime, listenToAnnouncer, openGame, runFrames, said } from "./support/games";
import { expect, test, waitForHydration } from "./support/test";

// Software WebGL on a shared two-core machine: starting PixiJS alone can take many seconds.
test.describe.configure({ timeout: 180_000 });

const SEED = 2718;
/** The Easy deal the page makes from ?seed=, computed here by the game's own rules. */
const easy = createWordSearch(SEED, undefined, { easy: true });

/** Every live region's words on the page: what a screen reader is told. */
function spoken(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("[aria-live], [role=status], [role=alert], [role=log]")]
      .map((el) => (el.textContent ?? "").trim())
      .filter(Boolean),
  );
}

test("Snake's Zen: chosen beside the speed and remembered, the walls wrap, and Stop ends the round", async ({
  page,
}) => {
  await fakeTime(page);
  await openGame(page, "snake");
  await page.getByTestId("game-mode").selectOption({ label: "Zen" });
  await expect(page.getByTestId("game-surface")).toHaveAttribute("data-ready", "true", { timeout: 90_000 });
  await expect(page.getByTestId("game-best")).toContainText("Best in Zen:");
  await listenToAnnouncer(page);
  await freezeTime(page);
  await page.getByTestId("game-surface").focus();
  await page.keyboard.press("Space");
  await runFrames(page, 50);
  // The spec's play meets the top wall on the 11th tick; Zen goes through it and on.
  await runFrames(page, 14 * 200);
  await expect(page.getByTestId("game-surface")).toHaveAttribute("data-phase", "playing");
  await page.getByRole("button", { name: "Stop" }).click();
  await runFrames(page, 100);
  await expect(page.getByTestId("game-surface")).toHaveAttribute("data-phase", "over");
  await expect.poll(() => said(page)).toContainEqual(expect.stringContaining("Well played!"));
  await page.reload();
  await expect(page.getByTestId("game-mode")).toHaveValue("zen");
});

test("Word Search's Easy, played to its end: one announcement per event, its best kept apart from the spec's", async ({
  page,
}) => {
  await fakeTime(page);
  await page.goto(`/games/word-search?seed=${SEED}`);
  await expect(page.getByTestId("game-surface")).toHaveAttribute("data-ready", "true", { timeout: 90_000 });
  await page.getByTestId("game-mode").selectOption({ label: "Easy" });
  await expect(page.getByTestId("game-surface")).toHaveAttribute("data-ready", "true", { timeout: 90_000 });
  await freezeTime(page);
  await expect(page.getByTestId("word-list").getByRole("listitem")).toHaveCount(easy.placed.length);
  const box = (await page.getByTestId("game-surface").locator("canvas").boundingBox())!;
  const scale = box.width / BOARD;
  const point = (cell: number) => {
    const c = cellCentre(cell, easy.size);
    return { x: box.x + c.x * scale, y: box.y + c.y * scale };
  };
  for (const [i, p] of easy.placed.entries()) {
    const from = point(p.cells[0]!);
    const to = point(p.cells.at(-1)!);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 3 });
    await page.mouse.up();
    await runFrames(page, 400);
    if (i === 0) {
      // The find is said once, by the game's own announcer; no second region adds "Notification".
      await expect.poll(async () => (await spoken(page)).join(" | ")).toContain("Word Found!");
      const words = await spoken(page);
      expect(words.filter((w) => w.includes("Word Found!"))).toHaveLength(1);
      expect(words.join(" ")).not.toContain("Notification");
    }
  }
  await runFrames(page, 2000);
  await expect(page.getByTestId("game-surface")).toHaveAttribute("data-phase", "over");
  await expect(page.getByTestId("game-best")).toContainText(/Best in Easy: \d+ s/);
  // The spec's grid keeps its own best: none yet.
  await page.getByTestId("game-mode").selectOption({ label: "Classic" });
  await expect(page.getByTestId("game-best")).toHaveText("Best: none yet");
});

test("Bedtime: switched on in the menu, remembered, dim from the first paint with no flash, and axe-clean", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/blog");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Open menu" }).click();
  const bedtime = page.getByTestId("drawer").getByRole("switch", { name: "Bedtime" });
  await expect(bedtime).toHaveAttribute("aria-checked", "false");
  await bedtime.click();
  await expect(bedtime).toHaveAttribute("aria-checked", "true");
  await expect(page.locator("html")).toHaveAttribute("data-bedtime", "on");
  // What the first frame of the next load shows: dim already, before any of the site's code runs.
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as { firstFrame: unknown }).firstFrame = {
        bedtime: document.documentElement.dataset.bedtime,
        background: getComputedStyle(document.body).backgroundImage,
        twinkle: getComputedStyle(document.querySelector(".sky-star") ?? document.body).animationName,
      };
    });
  });
  await page.goto("/games/memory");
  const first = await page.waitForFunction(() => (window as unknown as { firstFrame?: unknown }).firstFrame);
  const frame = (await first.jsonValue()) as { bedtime: string; background: string; twinkle: string };
  expect(frame.bedtime).toBe("on");
  expect(frame.background).toContain("rgb(11, 9, 32)");
  expect(frame.twinkle).toBe("none");
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(
    page.getByRole("complementary", { name: "Site" }).getByRole("switch", { name: "Bedtime" }),
  ).toHaveAttribute("aria-checked", "true");
  expect(await axeViolations(page)).toEqual([]);
});

test("Bedtime takes away the stars' pause button, which would change nothing, and dims the coloring page's paper", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto("/activities/color/rocket");
  await waitForHydration(page);
  const pause = page.getByTestId("motion-toggle");
  await expect(pause).toBeVisible();
  // Once the studio has drawn the page on its canvas (the pre-rendered picture is then gone).
  await expect(page.getByTestId("studio-drawing")).toHaveAttribute("data-ready", "true", { timeout: 60_000 });
  const paper = page.getByTestId("studio-drawing").locator("canvas");
  expect(await paper.evaluate((el) => getComputedStyle(el).filter)).toBe("none");
  await page.getByRole("complementary", { name: "Site" }).getByRole("switch", { name: "Bedtime" }).click();
  // The sky already stands still at bedtime.
  await expect(pause).toBeHidden();
  expect(await paper.evaluate((el) => getComputedStyle(el).filter)).toContain("brightness");
  expect(await axeViolations(page)).toEqual([]);
});

test("Bedtime's gentle stop: after the chosen time the game pauses and says 'That's enough for tonight'", async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem("lss:bedtime", "on");
    localStorage.setItem("lss:bedtime:stop-after", "10");
  });
  await fakeTime(page);
  await openGame(page, "memory");
  await page.clock.runFor(10 * 60_000 + 2_000);
  const stop = page.getByTestId("gentle-stop");
  await expect(stop).toBeVisible();
  await expect(stop.getByRole("heading")).toHaveText("That's enough for tonight");
  await expect(page.getByTestId("pause-overlay")).toBeAttached();
  expect(await axeViolations(page)).toEqual([]);
  await stop.getByRole("button", { name: "5 more minutes" }).click();
  await expect(stop).toBeHidden();
});

test("The mode and speed share one pill: the heading row stays one line, so starting Color Match at 1280x800 scrolls nothing", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openGame(page, "color-match");
  const row = page.getByTestId("play-settings").locator("xpath=ancestor::*[.//h1][1]");
  expect((await row.boundingBox())!.height).toBeLessThanOrEqual(48);
  const board = (await page.getByTestId("game-surface").boundingBox())!;
  await page.mouse.click(board.x + board.width / 2, board.y + board.height * 0.9);
  await expect(page.getByTestId("game-surface")).toHaveAttribute("data-phase", "playing");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const after = (await page.getByTestId("game-surface").boundingBox())!;
  expect(after.y + after.height).toBeLessThanOrEqual(800);
  expect(await axeViolations(page)).toEqual([]);
  // On a phone the pill keeps its words: the mode's name, not an icon alone.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("combobox", { name: /^Mode/ })).toHaveValue("");
  await expect(page.getByRole("combobox", { name: /^Speed/ })).toHaveValue("100");
  expect(await axeViolations(page)).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the mode says its name beside the speed, and both selects and the bedtime stop are 48 px touch targets", async ({
    page,
  }) => {
    await page.goto("/games/snake");
    await waitForHydration(page);
    const mode = page.getByRole("combobox", { name: /^Mode/ });
    await mode.selectOption({ label: "Zen" });
    // The chosen mode is written in the select, in the page's text colour: a newcomer reads "Zen".
    const shown = await mode.evaluate((el) => {
      const style = getComputedStyle(el);
      const probe = document.createElement("span");
      probe.style.font = style.font;
      probe.textContent = "Zen";
      document.body.append(probe);
      const word = probe.getBoundingClientRect().width;
      probe.remove();
      const box = el.getBoundingClientRect();
      return {
        color: style.color,
        room: box.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
        word,
      };
    });
    expect(shown.color).toBe("rgb(247, 243, 255)");
    expect(shown.room).toBeGreaterThanOrEqual(shown.word - 0.5);
    for (const select of [mode, page.getByRole("combobox", { name: /^Speed/ })]) {
      expect((await select.boundingBox())!.height).toBeGreaterThanOrEqual(48);
    }
    // The heading row and the pill stay inside the screen.
    const pill = (await page.getByTestId("play-settings").boundingBox())!;
    expect(pill.x).toBeGreaterThanOrEqual(0);
    expect(pill.x + pill.width).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByTestId("drawer").getByRole("switch", { name: "Bedtime" }).click();
    const stop = page.getByTestId("drawer").getByTestId("bedtime-stop");
    await expect(stop).toBeVisible();
    const stopBox = (await stop.boundingBox())!;
    expect(stopBox.height).toBeGreaterThanOrEqual(48);
    // Apart from the next button in the menu, not touching it.
    const join = (await page.getByTestId("drawer").getByRole("link", { name: "Join Now" }).boundingBox())!;
    expect(join.y - (stopBox.y + stopBox.height)).toBeGreaterThanOrEqual(8);
  });
});

test.describe("on a phone on its side", () => {
  test.use({ viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true });

  test("a long best line wraps in its own room: the heading row stays one 48 px line, and the board where the screen has room for it", async ({
    page,
  }) => {
    // As after a round of 6 pairs: the best line as long as "Best in 6 pairs: 7 moves (new)".
    await page.addInitScript(() => {
      localStorage.setItem("lss:game:memory:mode", "pairs-6");
      const best = { value: 1024, lowerIsBetter: true, achievedAt: "2026-01-01T00:00:00.000Z" };
      localStorage.setItem("lss:bests", JSON.stringify({ v: 1, bests: { "memory:pairs-6": best }, pending: [] }));
    });
    await page.goto("/games/memory");
    await waitForHydration(page);
    await expect(page.getByTestId("game-best")).toContainText("Best in 6 pairs: 1024 moves");
    const row = page.getByTestId("play-settings").locator("xpath=ancestor::*[.//h1][1]");
    expect((await row.boundingBox())!.height).toBeLessThanOrEqual(48);
    expect(await axeViolations(page)).toEqual([]);
  });
});
