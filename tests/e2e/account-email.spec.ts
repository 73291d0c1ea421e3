import type { APIRequestContext, Locator } from "@playwright/test";
import { accessToken, memberAccount, openAccountFromMenu, signInAs } from "./support/account";
import {
  ANON_KEY,
  acceptServiceRefusals,
  expectToast,
  mailedLink,
  serviceURL,
  signInWithForm,
  uniqueEmail,
} from "./support/auth";
import { expectAxeCleanWideAndNarrow } from "./support/axe";
import { enrolThroughApi } from "./support/two-step";
import { expect, open, test } from "./support/warm-page";

// Sign-ins run bcrypt on a shared 2-core machine: allow for it.
test.describe.configure({ timeout: 120_000 });

const CHANGE_SUBJECT = /new email address/i;

/** Every control in `scope` a finger may need is at least 48 px tall and wide. */
async function expectTouchSized(scope: Locator) {
  const controls = scope.locator("button, input, summary, a");
  for (const control of await controls.all()) {
    if (!(await control.isVisible())) continue;
    const box = (await control.boundingBox())!;
    const name = (await control.getAttribute("name")) ?? (await control.textContent());
    expect(Math.min(box.width, box.height), `${name}`).toBeGreaterThanOrEqual(48);
  }
}

test("a member changes their email address with the links sent to both addresses", async ({
  page,
  request,
  health,
}) => {
  const [member, other] = await Promise.all([memberAccount(request, "move-from"), memberAccount(request, "taken")]);
  const next = uniqueEmail("move-to");
  await signInAs(page, member);
  await openAccountFromMenu(page, member.nickname);
  const panel = page.getByRole("region", { name: "Email address" });
  await expect(panel.getByTestId("account-email")).toHaveText(member.email, { timeout: 15_000 });

  // What is wrong is said in words, beside the field, which keeps the focus.
  const field = panel.getByLabel("New email address");
  const change = panel.getByRole("button", { name: "Change Email Address" });
  await field.fill("moon.example.com");
  await change.click();
  await expect(panel).toContainText("That doesn't look like an email address.");
  await expect(field).toBeFocused();
  await field.fill(member.email.toUpperCase());
  await change.click();
  await expect(panel).toContainText("That's the address you use now.");
  await field.fill(other.email);
  await change.click();
  await expect(panel.getByTestId("form-error")).toContainText("Another account already uses that address.");
  await expect(field).toBeFocused();

  await field.fill(next);
  await change.click();
  await expectToast(page, "Check both inboxes");
  const pending = panel.getByTestId("pending-email-change");
  await expect(pending).toContainText(`We sent a link to ${member.email} and another to ${next}.`);
  await expect(pending).toContainText(`until then, you keep signing in with ${member.email}`);
  await expect(panel.getByRole("heading", { name: "Email address" })).toBeFocused();
  await expectAxeCleanWideAndNarrow(page, {
    selector: "[data-testid=email-panel]",
    between: async (width) => {
      if (width < 500) await expectTouchSized(panel);
    },
  });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The change waits for both links, and shows until then, after a reload too.
  await page.reload();
  await expect(panel.getByTestId("pending-email")).toHaveText(next, { timeout: 15_000 });
  await expect(panel.getByTestId("account-email")).toHaveText(member.email);

  await page.goto(await mailedLink(request, member.email, CHANGE_SUBJECT));
  await expect(page.getByRole("heading", { level: 1, name: "One Address Confirmed" })).toBeVisible();
  await expect(page.getByText("Now open the link we sent to your other address")).toBeVisible();

  await page.goto(await mailedLink(request, next, CHANGE_SUBJECT));
  await expect(page.getByRole("heading", { level: 1, name: "Your Email Address Changed" })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByTestId("changed-email")).toHaveText(next);
  await page.getByRole("link", { name: "Go to My Account" }).click();
  await expect(panel.getByTestId("account-email")).toHaveText(next, { timeout: 15_000 });
  await expect(panel.getByTestId("pending-email-change")).toHaveCount(0);

  // The new address signs in with the same password; the old one no longer does.
  await accessToken(request, { ...member, email: next });
  const old = await request.post(serviceURL("/auth/v1/token?grant_type=password"), {
    headers: { apikey: ANON_KEY, "content-type": "application/json" },
    data: { email: member.email, password: member.password },
  });
  expect(old.status()).toBe(400);
  await acceptServiceRefusals(page, health.errors, [422]);
});

/** The 6-digit code of the newest email change mail to `to`, from the development mailbox. */
async function mailedChangeCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get(serviceURL("/_dev/mailbox.json"))).json()) as {
        to: string;
        subject: string;
        text: string;
      }[];
      const mail = mails.find((m) => m.to === to && CHANGE_SUBJECT.test(m.subject));
      code = /enter this code on the site: (\d{6})/.exec(mail?.text ?? "")?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

test("a member reading mail on another device confirms the change with the emails' codes", async ({
  page,
  request,
  health,
}) => {
  const member = await memberAccount(request, "code-from");
  const next = uniqueEmail("code-to");
  await signInAs(page, member);
  await openAccountFromMenu(page, member.nickname);
  const panel = page.getByRole("region", { name: "Email address" });
  await panel.getByLabel("New email address").fill(next);
  await panel.getByRole("button", { name: "Change Email Address" }).click();
  await expect(panel.getByTestId("pending-email")).toHaveText(next, { timeout: 15_000 });

  await panel.getByText("Type the codes from the emails instead").click();
  const fromCurrent = panel.getByLabel(`Code from the email to ${member.email}`);
  const fromNew = panel.getByLabel(`Code from the email to ${next}`);
  const confirm = panel.getByRole("button", { name: "Confirm with the codes" });

  // A wrong code names the address it was meant for, and that field starts over.
  const right = await mailedChangeCode(request, next);
  await fromNew.fill(right === "000000" ? "111111" : "000000");
  await confirm.click();
  await expect(panel.getByTestId("form-error")).toContainText(`The code for ${next} isn't right or has expired.`);
  await expect(fromNew).toBeFocused();
  await expect(fromNew).toHaveValue("");

  // One code at a time: the panel says which address is still to come.
  await fromCurrent.fill(await mailedChangeCode(request, member.email));
  await confirm.click();
  await expectToast(page, "One address confirmed");
  await expect(panel.getByTestId("pending-email-change")).toContainText(`${member.email} confirmed.`);
  await expect(fromCurrent).toHaveCount(0);

  await fromNew.fill(right);
  await confirm.click();
  await expectToast(page, "Email address changed");
  await expect(panel.getByTestId("account-email")).toHaveText(next, { timeout: 15_000 });
  await expect(panel.getByTestId("pending-email-change")).toHaveCount(0);

  await acceptServiceRefusals(page, health.errors, [403]);
});

test("with two-step sign-in on, the change's last link asks for the app's code before it says so", async ({
  page,
  request,
}) => {
  const member = await memberAccount(request, "move-two-step");
  const app = await enrolThroughApi(request, member);
  const next = uniqueEmail("moved-two-step");
  await open(page, "/login");
  await signInWithForm(page, member);
  await page.getByLabel("Code from your app").fill(await app.code());
  await page.getByRole("button", { name: "Verify and Sign In" }).click();
  await expectToast(page, "Welcome back");

  // The session is at aal2, as the service requires of a member with a second factor.
  await openAccountFromMenu(page, member.nickname);
  const panel = page.getByRole("region", { name: "Email address" });
  await panel.getByLabel("New email address").fill(next);
  await panel.getByRole("button", { name: "Change Email Address" }).click();
  await expect(panel.getByTestId("pending-email")).toHaveText(next, { timeout: 15_000 });

  await page.goto(await mailedLink(request, member.email, CHANGE_SUBJECT));
  await expect(page.getByRole("heading", { level: 1, name: "One Address Confirmed" })).toBeVisible();
  // The last link signs in afresh, at aal1: the app's code comes before the news.
  await page.goto(await mailedLink(request, next, CHANGE_SUBJECT));
  await expect(page.getByRole("heading", { level: 1, name: "One More Step" })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel("Code from your app").fill(await app.code());
  await page.getByRole("button", { name: "Verify and Sign In" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your Email Address Changed" })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByTestId("changed-email")).toHaveText(next);
});
