import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import {
  accessToken,
  memberAccount,
  openAccountFromMenu,
  signInAs,
  type Member,
  signedInMember,
} from "./support/account";
import { ANON_KEY, acceptServiceRefusals, accountCorner, expectToast, signInWithForm } from "./support/auth";
import { expectAxeCleanWideAndNarrow } from "./support/axe";
import { authenticator, expectWrongCodeRefused, shownKey, startSiteServer, type SiteServer } from "./support/two-step";
import { expect, isolatedTest, open, test } from "./support/warm-page";

// Sign-ins run bcrypt, and the second test starts a server of its own, on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });

const twoStep = (page: Page) => page.getByRole("region", { name: "Two-step sign-in" });

/** Sets two-step sign-in up on the account page as a member would, and returns their app. */
async function turnOnFromAccountPage(page: Page) {
  const panel = twoStep(page);
  await expect(panel).toContainText("Two-step sign-in is off.", { timeout: 15_000 });
  await panel.getByRole("button", { name: "Set up two-step sign-in" }).click();
  const qr = panel.getByRole("img", { name: /QR code for your authenticator app/ });
  await expect(qr).toBeVisible();
  // The picture really draws (an address cut short by its SVG's "#" shows a broken image).
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const app = authenticator(await shownKey(page));
  // A wrong code is refused in words, and the field is ready for the next try.
  await panel.getByLabel("Code from your app").fill("12345");
  await panel.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  await expect(panel).toContainText("Type the 6 digits your authenticator app shows now.");
  await expect(panel.getByLabel("Code from your app")).toBeFocused();
  await panel.getByLabel("Code from your app").fill(await app.code());
  await panel.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  await expectToast(page, "Two-step sign-in is on");
  await expect(panel).toContainText("Two-step sign-in is on.");
  return app;
}

/** The 6-digit code of the newest reauthentication mail to `to`, from the development mailbox. */
async function mailedCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get("/_dev/mailbox.json")).json()) as { to: string; text: string }[];
      code = /Your code is (\d{6})/.exec(
        mails.find((m) => m.to === to && /Your code is/.test(m.text))?.text ?? "",
      )?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

async function logOut(page: Page, nickname: string) {
  await accountCorner(page)
    .getByRole("button", { name: `Account menu for ${nickname}` })
    .click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(accountCorner(page).getByRole("link", { name: "Sign In" })).toBeVisible();
}

test("a member turns on two-step sign-in, signs in with the app's code, and turns it off", async ({
  page,
  request,
  health,
}) => {
  const member = await signedInMember(page, request, "two-step");
  await openAccountFromMenu(page, member.nickname);
  const app = await turnOnFromAccountPage(page);
  await expectAxeCleanWideAndNarrow(page, { selector: "[data-testid=two-step-panel]" });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Signing in again: the password, then the code.
  await logOut(page, member.nickname);
  await open(page, "/login");
  await signInWithForm(page, member);
  await expect(page.getByRole("heading", { level: 1, name: "One More Step" })).toBeVisible({ timeout: 15_000 });
  const code = await expectWrongCodeRefused(page);
  await expectAxeCleanWideAndNarrow(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await code.fill(await app.code());
  await page.getByRole("button", { name: "Verify and Sign In" }).click();
  await expectToast(page, "Welcome back");
  await expect(page).not.toHaveURL(/\/login/);

  // Turning it off asks for a current code.
  await openAccountFromMenu(page, member.nickname);
  const panel = twoStep(page);
  await expect(panel).toContainText("Two-step sign-in is on.", { timeout: 15_000 });
  await panel.getByLabel("Code from your app").fill(await app.code());
  await panel.getByRole("button", { name: "Turn off two-step sign-in" }).click();
  await expectToast(page, "Two-step sign-in is off");
  await expect(panel).toContainText("Two-step sign-in is off.");

  // A member who does not know their password changes it with a code emailed to them instead.
  const password = page.getByRole("region", { name: "Password" });
  await password.getByRole("button", { name: "Don't know it? Email me a code instead" }).click();
  await expect(password.getByLabel("Code from the email")).toBeFocused();
  await password.getByLabel("Code from the email").fill(await mailedCode(request, member.email));
  await password.getByLabel("New password").fill("stardust-77");
  await password.getByRole("button", { name: "Change Password" }).click();
  await expectToast(page, "Password changed");
  await expect(password.getByLabel("Current password")).toBeVisible();

  // The wrong codes above were refused by the service (422), as the test meant.
  await acceptServiceRefusals(page, health.errors, [422]);
});

/** An entry of `owner`'s waiting for review, sent through the service's API. */
async function waitingEntry(request: APIRequestContext, base: string, owner: Member, title: string, colour: string) {
  const token = await accessToken(request, owner);
  const headers = (type: string) => ({ apikey: ANON_KEY, authorization: `Bearer ${token}`, "content-type": type });
  const me = (await (await request.get(`${base}/auth/v1/user`, { headers: headers("application/json") })).json()) as {
    id: string;
  };
  const name = `${me.id}/${crypto.randomUUID()}.png`;
  const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const up = await request.post(`${base}/storage/v1/object/contest-entries/${name}`, {
    headers: headers("image/png"),
    data: png,
  });
  expect(up.status(), await up.text()).toBe(200);
  const entered = await request.post(`${base}/rest/v1/rpc/contest_enter`, {
    headers: headers("application/json"),
    data: { entry_path: name, title },
  });
  expect(entered.status(), await entered.text()).toBe(200);
  return ((await entered.json()) as { id: string }).id;
}

/** A site whose owner requires a second factor for moderators, one per worker that runs the test below. */
const mfaTest = isolatedTest.extend<object, { mfaSite: SiteServer }>({
  mfaSite: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const site = await startSiteServer({ MODERATOR_MFA: "1" });
      await use(site);
      await site.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ mfaSite }, use) => use(mfaSite.url),
});
mfaTest.describe("with moderators required to give a second factor", () => {
  mfaTest.describe.configure({ timeout: 240_000 });

  mfaTest(
    "a moderator is refused at aal1 and acts once they give the app's code",
    async ({ page, request, mfaSite }) => {
      const base = mfaSite.url;
      const [owner, moderator] = await Promise.all([
        memberAccount(request, "mfa-owner"),
        memberAccount(request, "mfa-moderator"),
      ]);
      await promisify(execFile)("npx", ["tsx", "scripts/dev/moderator.ts", "add", moderator.email], {
        env: { ...process.env, SUPABASE_URL: base, AUTH_DATA_DIR: mfaSite.dataDir },
      });
      const first = await waitingEntry(request, base, owner, "Starry Kite", "#8fd3ff");
      await waitingEntry(request, base, owner, "Sleepy Bear", "#ffc48f");

      // Signed in with the password alone: the database refuses the moderator's actions...
      const token = await accessToken(request, moderator);
      const refused = await request.post(`${base}/rest/v1/rpc/contest_decline`, {
        headers: { apikey: ANON_KEY, authorization: `Bearer ${token}`, "content-type": "application/json" },
        data: { entry_id: first, reason: "Not yet" },
      });
      expect(refused.status()).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toBe(
        "Verify your second factor before acting as a moderator",
      );

      // ...and the page says so in words, pointing to the account page, instead of trying.
      await signInAs(page, moderator);
      await open(page, "/moderation");
      const notice = page.getByTestId("second-factor-notice");
      await expect(notice).toContainText("Confirm it's you before moderating", { timeout: 15_000 });
      const kite = page.getByTestId("moderation-entry").filter({ hasText: "Starry Kite" });
      await kite.getByRole("button", { name: "Approve" }).click();
      await expect(kite.getByTestId("form-error")).toContainText("Set it up on your account page");
      await expectAxeCleanWideAndNarrow(page);
      await page.setViewportSize({ width: 1280, height: 800 });

      await notice.getByRole("link", { name: "Set up two-step sign-in on My Account" }).click();
      await expect(page).toHaveURL(/\/account$/);
      const app = await turnOnFromAccountPage(page);

      // The session is now at aal2: the same action goes through.
      await open(page, "/moderation");
      await expect(page.getByTestId("moderation-entry").first()).toBeVisible({ timeout: 15_000 });
      await expect(notice).toHaveCount(0);
      await page
        .getByTestId("moderation-queue")
        .getByTestId("moderation-entry")
        .filter({ hasText: "Starry Kite" })
        .getByRole("button", { name: "Approve" })
        .click();
      await expect(
        page.getByTestId("moderation-wall").getByTestId("moderation-entry").filter({ hasText: "Starry Kite" }),
      ).toBeVisible({ timeout: 15_000 });

      // A new sign-in stops at aal1 until the code: left half-way, the moderation page asks for it.
      await logOut(page, moderator.nickname);
      await open(page, "/login");
      await signInWithForm(page, moderator);
      await expect(page.getByRole("heading", { level: 1, name: "One More Step" })).toBeVisible({ timeout: 15_000 });
      await open(page, "/moderation");
      await expect(notice.getByLabel("Code from your app")).toBeVisible({ timeout: 15_000 });
      const bear = page.getByTestId("moderation-entry").filter({ hasText: "Sleepy Bear" });
      await bear.getByRole("button", { name: "Approve" }).click();
      await expect(bear.getByTestId("form-error")).toContainText("First type the code from your authenticator app");
      await expect(notice.getByLabel("Code from your app")).toBeFocused();
      await notice.getByLabel("Code from your app").fill(await app.code());
      await notice.getByRole("button", { name: "Confirm code" }).click();
      await expect(notice).toHaveCount(0);
      await bear.getByRole("button", { name: "Approve" }).click();
      await expect(
        page.getByTestId("moderation-wall").getByTestId("moderation-entry").filter({ hasText: "Sleepy Bear" }),
      ).toBeVisible({ timeout: 15_000 });
    },
  );
});
