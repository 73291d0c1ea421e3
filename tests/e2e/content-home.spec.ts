import { SITE_NAME } from "./support/site";
import { expect, isolatedTest, open, test } from "./support/warm-page";

// This file checks motion itself: the sky, the toasts' pause button, the animations.
test.use({ reducedMotion: "no-preference" });

const OWNER_EMAIL = "hello@littlespacestation.example";

test.describe("home", () => {
  test("welcomes by name, with Start Exploring and three feature cards", async ({ page }) => {
    await open(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome to ${SITE_NAME}!`);
    const main = page.locator("#main");
    for (const [name, href] of [
      ["Read the Blog", "/blog"],
      ["Find Activities", "/activities"],
      ["Open Self-Help Tools", "/self-help"],
    ] as const) {
      await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await main.getByRole("link", { name: "Start Exploring" }).click();
    await expect(page).toHaveURL("/explore");
  });

  test("the space scene has 8 sparkles, 4 stars and a spaceship on one of three flights", async ({ page }) => {
    await open(page, "/");
    const scene = page.getByTestId("space-scene");
    await expect(scene.locator('[data-part="sparkle"]')).toHaveCount(8);
    await expect(scene.locator('[data-part="star"]')).toHaveCount(4);
    const ship = scene.locator('[data-part="spaceship"]');
    await expect(scene).toHaveAttribute("data-flight", /^space-flight-/);
    const { name, duration } = await ship.evaluate((el) => {
      const style = getComputedStyle(el);
      return { name: style.animationName, duration: style.animationDuration };
    });
    expect([
      ["space-flight-loop", "8s"],
      ["space-flight-swoop", "6s"],
      ["space-flight-zigzag", "7s"],
    ]).toContainEqual([name, duration]);
  });

  // Its init scripts would stay on a warm page.
  isolatedTest("the pick is random across loads", async ({ page }) => {
    const seen = new Set<string>();
    for (let i = 0; i < 12 && seen.size < 2; i++) {
      await page.addInitScript(`Math.random = () => ${i % 3} / 3 + 0.01;`);
      await open(page, "/");
      seen.add((await page.getByTestId("space-scene").getAttribute("data-flight")) ?? "");
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  test("the scene links to the activities and says so on hover and focus", async ({ page }) => {
    await open(page, "/");
    const link = page.getByRole("link", { name: "Click to Explore Your Little Space!" });
    await expect(link).toHaveAttribute("href", "/activities");
    const label = link.getByText("Click to Explore Your Little Space!");
    await expect(label).toHaveCSS("opacity", "0");
    await link.hover();
    await expect(label).toHaveCSS("opacity", "1");
    await page.mouse.move(0, 0);
    await link.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(label).toHaveCSS("opacity", "1");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/activities");
  });

  test("the ship stays still under reduced motion and when the sky is paused", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "/");
    const ship = page.locator('[data-part="spaceship"]');
    await expect(ship).toHaveCSS("animation-name", "none");

    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.evaluate(() => localStorage.setItem("lss:background-motion", "paused"));
    await open(page, "/");
    await expect(ship).toHaveCSS("animation-play-state", "paused");
  });

  test("the Coloring Contest card mails the owner with the contest subject and links to the shop", async ({ page }) => {
    await open(page, "/");
    const card = page.getByRole("region", { name: "Coloring Contest" });
    const submit = card.getByRole("link", { name: "Submit Your Coloring" });
    const href = (await submit.getAttribute("href"))!;
    expect(href).toBe(`mailto:${OWNER_EMAIL}?subject=Coloring%20Contest%20Submission`);
    expect(new URLSearchParams(href.split("?")[1]).get("subject")).toBe("Coloring Contest Submission");
    const shop = card.getByRole("link", { name: /Visit the Shop/ });
    await expect(shop).toHaveAttribute("href", /^https:\/\//);
    await expect(shop).toHaveAttribute("rel", "noopener noreferrer");
    await expect(shop).toHaveAttribute("target", "_blank");
  });
});
