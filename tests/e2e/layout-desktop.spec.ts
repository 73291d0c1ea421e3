import { expect, open, openHomeScrolledTo, test } from "./support/warm-page";

// The project's default viewport is 1280x800: the large-screen layout.

const NAV_ITEMS = ["Home", "Explore", "Blog", "Gallery", "Activities", "Games", "Stickers"];

test.describe("large screens (1280x800)", () => {
  test("the sidebar is open by default, 250px wide, and the content starts beside it", async ({ page }) => {
    await open(page, "/");
    const sidebar = page.locator("#sidebar");
    await expect(sidebar).toBeVisible();
    expect((await sidebar.boundingBox())?.width).toBe(250);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    await expect.poll(async () => (await page.getByTestId("content-column").boundingBox())?.x).toBe(250);
  });

  test("the toggle closes the sidebar, the content moves left, and it opens again", async ({ page }) => {
    await open(page, "/");
    const sidebar = page.locator("#sidebar");
    const column = page.getByTestId("content-column");

    await page.getByRole("button", { name: "Close sidebar" }).click();
    await expect(sidebar).toBeHidden();
    await expect.poll(async () => (await column.boundingBox())?.x).toBe(0);
    const openButton = page.getByRole("button", { name: "Open sidebar" });
    await expect(openButton).toBeVisible();
    await expect(openButton).toHaveAttribute("aria-expanded", "false");

    await openButton.click();
    await expect(sidebar).toBeVisible();
    await expect.poll(async () => (await column.boundingBox())?.x).toBe(250);
    await expect(page.getByRole("button", { name: "Close sidebar" })).toHaveAttribute("aria-expanded", "true");
  });

  test("the navigation lists the six destinations and marks Home only on /", async ({ page }) => {
    await open(page, "/");
    const nav = page.locator("#sidebar").getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(NAV_ITEMS);
    const home = nav.getByRole("link", { name: "Home", exact: true });
    await expect(home).toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

    await nav.getByRole("link", { name: "Explore", exact: true }).click();
    await expect(page).toHaveURL("/explore");
    await expect(nav.getByRole("link", { name: "Explore", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(home).not.toHaveAttribute("aria-current", /.*/);
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

    // A section stays marked on the pages below it.
    await open(page, "/blog/am-i-really-an-age-regressor");
    await expect(nav.getByRole("link", { name: "Blog", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(home).not.toHaveAttribute("aria-current", /.*/);
  });

  test("a signed-out visitor sees Join Now and Sign In at the bottom of the sidebar", async ({ page }) => {
    await open(page, "/");
    const sidebar = page.locator("#sidebar");
    const join = sidebar.getByRole("link", { name: "Join Now" });
    const signIn = sidebar.getByRole("link", { name: "Sign In" });
    await expect(join).toHaveAttribute("href", "/signup");
    await expect(signIn).toHaveAttribute("href", "/login");
    // Below the navigation, in the bottom part of the sidebar.
    const navBox = (await sidebar.getByRole("navigation", { name: "Main" }).boundingBox())!;
    const joinBox = (await join.boundingBox())!;
    expect(joinBox.y).toBeGreaterThan(navBox.y + navBox.height);
    expect(joinBox.y + joinBox.height).toBeGreaterThan(800 / 2);

    await signIn.click();
    await expect(page).toHaveURL("/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome Back!");
    await sidebar.getByRole("link", { name: "Join Now" }).click();
    await expect(page).toHaveURL("/signup");
  });

  test("every button and account link is at least 48x48", async ({ page }) => {
    // With motion allowed, so the sky's pause button is there to measure too.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await open(page, "/");
    const targets = [
      ...(await page.getByRole("button").filter({ visible: true }).all()),
      page.locator("#sidebar").getByRole("link", { name: "Join Now" }),
      page.locator("#sidebar").getByRole("link", { name: "Sign In" }),
    ];
    expect(targets.length).toBeGreaterThanOrEqual(4);
    for (const target of targets) {
      const box = (await target.boundingBox())!;
      const name = (await target.getAttribute("aria-label")) ?? (await target.textContent());
      expect(box.width, `${name} width`).toBeGreaterThanOrEqual(48);
      expect(box.height, `${name} height`).toBeGreaterThanOrEqual(48);
    }
  });

  test("the footer shows the legal links, the contact link and the copyright", async ({ page }) => {
    await open(page, "/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toBeVisible();
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    await expect(footer.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/about#contact");
    await expect(footer).toContainText("© 2025");

    await footer.getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL("/terms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
  });
});

test.describe("every page change starts at the top", () => {
  test("following a sidebar link from far down a page shows the new page from its top", async ({ page }) => {
    await openHomeScrolledTo(page, 3000);
    await page.locator("#sidebar").getByRole("link", { name: "Gallery", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gallery");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("following a footer link at the bottom of a long page shows the new page from its top", async ({ page }) => {
    await open(page, "/");
    await page.evaluate(() => {
      document.querySelector<HTMLElement>("#main")!.style.minHeight = "4000px";
    });
    const privacy = page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" });
    await privacy.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    await privacy.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the Contact link goes to the about page's contact section", async ({ page }) => {
    await open(page, "/privacy");
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL("/about#contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Little Space Station");
    const contact = page.locator("#contact");
    await expect(contact).toBeInViewport();
  });
});
