import {
  accountCorner,
  createAccount,
  expectSignedInAs,
  expectVisitor,
  signInWithForm,
  uniqueEmail,
} from "./support/auth";
import { expect, open, test, waitForHydration } from "./support/test";

// Each test signs up through the real service (bcrypt on a shared 2-core machine): allow for it.
test.describe.configure({ timeout: 90_000 });

/*
 * 'Remember me' decides where the session lives: localStorage (kept by storageState, like a
 * browser restart keeps it) or sessionStorage (gone with the tab). A new browser context built
 * from the first one's storage state is the "next time you open the browser".
 */
for (const remember of [true, false]) {
  test(`'Remember me' ${remember ? "checked keeps" : "unchecked ends"} the session in a new browser context`, async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const email = uniqueEmail(remember ? "remember" : "forget");
    const password = "stardust-99";
    await createAccount(request, { email, password, nickname: "Comet" });

    await open(page, "/login");
    await expect(page.getByLabel("Remember me")).toBeChecked();
    await signInWithForm(page, { email, password, remember });
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    await expectSignedInAs(page, "Comet");

    // Same tab, reloaded: signed in either way.
    await page.reload();
    await expectSignedInAs(page, "Comet");

    const state = await page.context().storageState();
    const next = await browser.newContext({ storageState: state, baseURL, viewport: { width: 1280, height: 800 } });
    const later = await next.newPage();
    await later.goto("/");
    await waitForHydration(later);
    if (remember) await expectSignedInAs(later, "Comet");
    else await expectVisitor(later);
    await expect(accountCorner(later)).toHaveAttribute("data-state", remember ? "signed-in" : "visitor");
    await next.close();
  });
}
