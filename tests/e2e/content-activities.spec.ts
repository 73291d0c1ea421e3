import { cards, columnCount, downloadFromCard, expectTabs, grid } from "./support/catalogue";
import { expect, open, test } from "./support/warm-page";

const MAIL = "mailto:hello@littlespacestation.example?subject=Coloring%20Contest%20Submission";

test.describe("activities", () => {
  test("tabs Coloring Pages (15, default) and Activities (5 mazes and puzzles)", async ({ page }) => {
    await open(page, "/activities");
    await expectTabs(page, ["Coloring Pages", "Activities"], "Coloring Pages");
    await expect(cards(page)).toHaveCount(15);
    await page.getByRole("tab", { name: "Activities" }).click();
    await expect(cards(page)).toHaveCount(5);
    // Five puzzles lay out three and two: four columns would leave one alone on the last row.
    expect(await columnCount(grid(page))).toBe(3);
  });

  test("the coloring tab invites people to the challenge and explains how to enter, with the mail link", async ({
    page,
  }) => {
    await open(page, "/activities");
    const panel = page.getByRole("region", { name: "Join the Coloring Challenge!" });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(/featured on our homepage/);
    const steps = panel.getByTestId("contest-submission").getByRole("listitem");
    await expect(steps).toHaveText([/Download/, /Color/, /photo|scan/, /Email/]);
    await expect(panel.getByRole("link", { name: "Email Your Entry" })).toHaveAttribute("href", MAIL);
    await page.getByRole("tab", { name: "Activities" }).click();
    await expect(panel).toBeHidden();
  });

  test("a download button appears on hover and on keyboard focus", async ({ page }) => {
    await open(page, "/activities");
    const card = cards(page).first();
    const title = await card.getByRole("heading").innerText();
    const button = card.getByRole("button", { name: `Download ${title}` });
    const actions = card.getByTestId("card-actions");
    await expect(actions).toHaveCSS("opacity", "0");
    await card.hover();
    await expect(actions).toHaveCSS("opacity", "1");
    await page.mouse.move(0, 0);
    await expect(actions).toHaveCSS("opacity", "0");
    await card.getByRole("link", { name: `Open ${title}` }).focus();
    await page.keyboard.press("Tab");
    await expect(card.getByRole("link", { name: `Color in ${title}` })).toBeFocused();
    await expect(actions).toHaveCSS("opacity", "1");
    await page.keyboard.press("Tab");
    await expect(button).toBeFocused();
    await expect(actions).toHaveCSS("opacity", "1");
  });

  test("downloading saves the full PNG as Title_With_Underscores.png and says so in a toast", async ({ page }) => {
    await open(page, "/activities");
    const card = cards(page).first();
    const { title, download } = await downloadFromCard(page, card);
    expect(download.suggestedFilename()).toBe(`${title.replace(/ /g, "_")}.png`);
    expect(download.url()).toMatch(/\/images\/coloring\/.+\.png$/);
    expect(await download.failure()).toBeNull();
    // The toast library loads with the first toast: allow for it on a busy machine.
    const toast = page.getByTestId("toast");
    await expect(toast.getByText("Download Started!")).toBeVisible({ timeout: 15_000 });
    await expect(toast.getByText(`${title} is being downloaded.`)).toBeVisible();
  });

  test("puzzles also offer their answer key", async ({ page }) => {
    await open(page, "/activities");
    await page.getByRole("tab", { name: "Activities" }).click();
    const card = cards(page).first();
    const { title, download } = await downloadFromCard(page, card, (t) => `Download the answer key for ${t}`);
    expect(download.suggestedFilename()).toBe(`${title.replace(/ /g, "_")}_Answer_Key.png`);
  });

  test("Print prints that picture alone", async ({ page }) => {
    await open(page, "/activities");
    await page.evaluate(() => {
      window.print = () => document.documentElement.setAttribute("data-printed", "yes");
    });
    const card = cards(page).first();
    const title = await card.getByRole("heading").innerText();
    await card.hover();
    await card.getByRole("button", { name: `Print ${title}` }).click();
    await expect(page.locator("html")).toHaveAttribute("data-printed", "yes");
    await page.emulateMedia({ media: "print" });
    await expect(page.locator(".print-picture img")).toBeVisible();
    await expect(page.locator(".print-picture img")).toHaveAttribute("src", /\/images\/coloring\/.+\.png$/);
    await expect(page.locator("#main")).toBeHidden();
    await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
    await expect(page.locator(".print-picture")).toHaveCount(0);
    await expect(page.locator("#main")).toBeVisible();
  });
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test("the download button is always shown", async ({ page }) => {
    await open(page, "/activities");
    const card = cards(page).first();
    const title = await card.getByRole("heading").innerText();
    await expect(card.getByRole("button", { name: `Download ${title}` })).toBeVisible();
    await expect(card.getByTestId("card-actions")).toHaveCSS("opacity", "1");
  });
});

test.describe("the way into the studio", () => {
  for (const size of [
    { width: 320, height: 640, touch: true },
    { width: 390, height: 844, touch: true },
    { width: 768, height: 1024, touch: true },
    { width: 1280, height: 800, touch: false },
    { width: 1920, height: 1080, touch: false },
  ]) {
    test.describe(`at ${size.width} px${size.touch ? " on a touch screen" : ""}`, () => {
      test.use({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch, isMobile: size.touch });

      test("every coloring card shows a labelled Color in button, whole, on its card, and nothing covers it", async ({
        page,
      }) => {
        await open(page, "/activities");
        await expect(cards(page)).toHaveCount(15);
        for (const card of await cards(page).all()) {
          const title = await card.getByRole("heading").innerText();
          const link = card.getByRole("link", { name: `Color in ${title}` });
          await expect(link).toBeVisible();
          await expect(link).toContainText("Color in");
          await link.scrollIntoViewIfNeeded();
          const l = (await link.boundingBox())!;
          const c = (await card.boundingBox())!;
          expect(l.x, title).toBeGreaterThanOrEqual(c.x);
          expect(l.x + l.width, title).toBeLessThanOrEqual(c.x + c.width + 0.5);
          expect(l.y + l.height, title).toBeLessThanOrEqual(c.y + c.height + 0.5);
          expect(l.height, title).toBeGreaterThanOrEqual(48);
          // What a tap at its middle and near its ends would hit is the button itself.
          for (const fx of [0.1, 0.5, 0.9]) {
            const hit = await page.evaluate(
              ([x, y]) => document.elementFromPoint(x!, y!)?.closest("a")?.getAttribute("href") ?? null,
              [l.x + l.width * fx, l.y + l.height / 2],
            );
            expect(hit, `${title} at ${fx}`).toBe(await link.getAttribute("href"));
          }
        }
        const first = cards(page).first();
        const title = await first.getByRole("heading").innerText();
        if (size.touch) await first.getByRole("link", { name: `Color in ${title}` }).tap();
        else await first.getByRole("link", { name: `Color in ${title}` }).click();
        await expect(page).toHaveURL(/\/activities\/color\/[a-z-]+$/);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      });
    });
  }

  test("a coloring page's picture page offers Color in beside Download and Print", async ({ page }) => {
    await open(page, "/activities/picture/bubble-bath-duck");
    const link = page.getByRole("link", { name: "Color in Bubble Bath Duck" });
    await expect(link).toBeVisible();
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(48);
    await expect(page.getByRole("button", { name: "Download" })).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/activities\/color\/bubble-bath-duck$/);
  });
});
