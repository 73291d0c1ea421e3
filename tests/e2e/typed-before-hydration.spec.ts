import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/test";

/** Opens /signup with its scripts held, types a nickname and an email; the result lets them load. */
async function openSignupWithScriptsHeld(page: Page): Promise<() => void> {
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto("/signup");
  await page.getByLabel("Public Nickname").pressSequentially("Early Bird");
  await page.getByLabel("Email").pressSequentially("early@example.org");
  return release;
}

/**
 * A pre-rendered form can be typed into before its scripts arrive (they come after the first
 * paint; on a slow phone, seconds later). What was typed stays, in the field and in the form's
 * state: a re-render after hydration (here, the form's own error) must not empty it.
 */
test("text typed into the sign-up form before its scripts arrive is kept", async ({ page }) => {
  const release = await openSignupWithScriptsHeld(page);
  release();
  await waitForHydration(page);
  // The root's first layout effect has run: the typing has been handed to the form's state.
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });

  // Sign Up with no password: the form answers with its error, a render of the whole form.
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Please choose a password.")).toBeVisible();
  await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Public Nickname")).toHaveValue("Early Bird");
  await expect(page.getByLabel("Email")).toHaveValue("early@example.org");
});

test("a form sent before its scripts arrive keeps its fields out of the address and is sent once hydrated", async ({
  page,
}) => {
  const release = await openSignupWithScriptsHeld(page);
  await page.getByLabel("Password").pressSequentially("x");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/signup$/);
  release();
  await waitForHydration(page);

  // The held send arrives: a one-letter password gets the form's own answer, no second click.
  await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByLabel("Email")).toHaveValue("early@example.org");
});
